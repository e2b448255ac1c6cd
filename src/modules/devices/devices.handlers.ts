// Thin handlers of /v1/fleets, /v1/devices and /v1/alerts, and what each path names.
import type { PartialHandlers, PartialPathResourceChecks } from '../../http/handler-types.js';
import { lookUpBy, provenByAdmission } from '../../http/path-resources.js';
import { requireCaller } from '../../http/require-caller.js';
import { requireDevice } from '../../http/device-auth.js';
import type { DeviceAlertsService } from './device-alerts.service.js';
import type { DeviceSyncService } from './device-sync.service.js';
import type { DevicesService } from './devices.service.js';
import type { FleetsService } from './fleets.service.js';
import type { HeartbeatsService } from './heartbeats.service.js';
import {
  presentAlert,
  presentAlertPage,
  presentDevice,
  presentDeviceChanges,
  presentDevicePage,
  presentFleet,
  presentFleetDashboard,
  presentFleetPage,
  presentHeartbeat,
  presentPushResult,
  presentRegisteredDevice,
  presentSyncJob,
} from './devices.presenters.js';

type DeviceOperation =
  | 'createFleet'
  | 'listFleets'
  | 'getFleet'
  | 'updateFleet'
  | 'deleteFleet'
  | 'getFleetDashboard'
  | 'registerDevice'
  | 'listDevices'
  | 'getDevice'
  | 'updateDevice'
  | 'deleteDevice'
  | 'sendHeartbeat'
  | 'syncDevice'
  | 'getSyncJob'
  | 'listAlerts'
  | 'resolveAlert'
  | 'pushDeviceMemories'
  | 'pullDeviceChanges';

export interface DeviceServices {
  fleets: FleetsService;
  devices: DevicesService;
  heartbeats: HeartbeatsService;
  alerts: DeviceAlertsService;
  sync: DeviceSyncService;
}

export function devicesHandlers({
  fleets,
  devices,
  heartbeats,
  alerts,
  sync,
}: DeviceServices): PartialHandlers<DeviceOperation> {
  return {
    createFleet: async ({ auth, body }) => ({
      status: 201,
      body: presentFleet(await fleets.create(requireCaller(auth), body)),
    }),
    listFleets: async ({ auth, query }) => ({
      status: 200,
      body: presentFleetPage(await fleets.list(requireCaller(auth), query)),
    }),
    getFleet: async ({ auth, params }) => ({
      status: 200,
      body: presentFleet(await fleets.get(requireCaller(auth), params.fleet_id)),
    }),
    updateFleet: async ({ auth, params, body }) => ({
      status: 200,
      body: presentFleet(await fleets.update(requireCaller(auth), params.fleet_id, body)),
    }),
    deleteFleet: async ({ auth, params }) => {
      await fleets.remove(requireCaller(auth), params.fleet_id);
      return { status: 204 };
    },
    getFleetDashboard: async ({ auth, params }) => ({
      status: 200,
      body: presentFleetDashboard(await fleets.dashboard(requireCaller(auth), params.fleet_id)),
    }),
    registerDevice: async ({ auth, body }) => ({
      status: 201,
      body: presentRegisteredDevice(await devices.register(requireCaller(auth), body)),
    }),
    listDevices: async ({ auth, query }) => ({
      status: 200,
      body: presentDevicePage(await devices.list(requireCaller(auth), query)),
    }),
    getDevice: async ({ auth, params }) => ({
      status: 200,
      body: presentDevice(await devices.get(requireCaller(auth), params.device_id)),
    }),
    updateDevice: async ({ auth, params, body }) => ({
      status: 200,
      body: presentDevice(await devices.update(requireCaller(auth), params.device_id, body)),
    }),
    deleteDevice: async ({ auth, params }) => {
      await devices.remove(requireCaller(auth), params.device_id);
      return { status: 204 };
    },
    sendHeartbeat: async ({ body, device }) => ({
      status: 200,
      body: presentHeartbeat(await heartbeats.heartbeat(requireDevice(device), body)),
    }),
    syncDevice: async ({ auth, params, body }) => ({
      status: 202,
      body: presentSyncJob(await devices.sync(requireCaller(auth), params.device_id, body)),
    }),
    getSyncJob: async ({ auth, params }) => ({
      status: 200,
      body: presentSyncJob(await devices.syncJob(requireCaller(auth), params.device_id, params.job_id)),
    }),
    listAlerts: async ({ auth, query }) => ({
      status: 200,
      body: presentAlertPage(await alerts.list(requireCaller(auth), query)),
    }),
    resolveAlert: async ({ auth, params, body }) => ({
      status: 200,
      body: presentAlert(await alerts.resolve(requireCaller(auth), params.alert_id, body)),
    }),
    pushDeviceMemories: async ({ body, device }) => ({
      status: 200,
      body: presentPushResult(await sync.push(requireDevice(device), body)),
    }),
    pullDeviceChanges: async ({ query, device }) => ({
      status: 200,
      body: presentDeviceChanges(await sync.changes(requireDevice(device), query)),
    }),
  };
}

type DevicePathOperation =
  | 'getFleet'
  | 'updateFleet'
  | 'deleteFleet'
  | 'getFleetDashboard'
  | 'getDevice'
  | 'updateDevice'
  | 'deleteDevice'
  | 'syncDevice'
  | 'getSyncJob'
  | 'sendHeartbeat'
  | 'pushDeviceMemories'
  | 'pullDeviceChanges'
  | 'resolveAlert';

/** The fleet, device, sync job or alert a path names, found before the request's query and body are validated. */
export function devicesPathResources({
  fleets,
  devices,
  alerts,
}: DeviceServices): PartialPathResourceChecks<DevicePathOperation> {
  const fleet = lookUpBy('fleet_id', (caller, id) => fleets.existing(caller, id));
  const device = lookUpBy('device_id', (caller, id) => devices.existing(caller, id));
  return {
    getFleet: fleet,
    updateFleet: fleet,
    deleteFleet: fleet,
    getFleetDashboard: fleet,
    getDevice: device,
    updateDevice: device,
    deleteDevice: device,
    syncDevice: device,
    getSyncJob: async ({ auth, params }) => {
      await devices.existingSyncJob(requireCaller(auth), params.device_id, params.job_id);
    },
    // the device token of the path's device was checked by admission (401 INVALID_DEVICE_TOKEN otherwise)
    sendHeartbeat: provenByAdmission,
    pushDeviceMemories: provenByAdmission,
    pullDeviceChanges: provenByAdmission,
    resolveAlert: lookUpBy('alert_id', (caller, id) => alerts.existing(caller, id)),
  };
}
