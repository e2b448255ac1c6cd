// Device-token authentication: a device sends `Authorization: Bearer devtok_...` on its own
// operations (heartbeats, sync). Checked at admission, before the body is read, by one indexed
// lookup of the device id and the token's SHA-256 (concurrent checks share a statement).
import { invalidDeviceToken } from '../errors/registry.js';
import type { DeviceCaller } from '../modules/devices/device-caller.js';
import { hashDeviceToken } from '../modules/devices/devices.service.js';

/** The device a token proves for the device id of the path; null when it proves nothing. */
export type DeviceAuthenticator = (deviceId: string, authorization: string | undefined) => Promise<DeviceCaller | null>;

/** The device token of an Authorization header, or null when it carries none. */
function deviceTokenOf(authorization: string | undefined): string | null {
  return /^Bearer\s+(devtok_[A-Za-z0-9_-]+)\s*$/.exec(authorization ?? '')?.[1] ?? null;
}

export function createDeviceAuthenticator(devices: {
  accountOfToken(deviceId: string, tokenHash: string): Promise<string | null>;
}): DeviceAuthenticator {
  return async (deviceId, authorization) => {
    const token = deviceTokenOf(authorization);
    if (token === null) return null;
    const tokenHash = hashDeviceToken(token);
    const accountId = await devices.accountOfToken(deviceId, tokenHash);
    return accountId === null ? null : { deviceId, accountId, tokenHash };
  };
}

/** The device admission proved, for the operations of devices; 401 INVALID_DEVICE_TOKEN otherwise. */
export function requireDevice(device: DeviceCaller | null): DeviceCaller {
  if (!device) throw invalidDeviceToken();
  return device;
}
