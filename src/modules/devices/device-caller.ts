// A device that proved its token. The HTTP layer authenticates device tokens as it does API keys
// (see src/http/device-auth.ts) and hands the services this, never the Authorization header.
export interface DeviceCaller {
  deviceId: string;
  accountId: string;
  /** The token's hash: a heartbeat checks it again in the statement that records it. */
  tokenHash: string;
}
