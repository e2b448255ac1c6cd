// The parts of the generated TypeScript SDK (sdks/typescript) this agent uses, in one place.
//
// Each name is imported from the module that declares it rather than from the SDK's index, so
// the agent loads only the modules it uses, under Node, tsx and bundlers alike. Types come from
// the index: type imports are erased at run time.
export { DevicesApi } from '../../../sdks/typescript/src/apis/DevicesApi.js';
export { Configuration, RequiredError, ResponseError } from '../../../sdks/typescript/src/runtime.js';
export type {
  DeviceChangesPage,
  DevicePendingCommand,
  DevicePushedMemory,
  DevicePushResultResultsInner as DevicePushOutcome,
  HeartbeatRequest,
  HeartbeatResponse,
  MemoryCategory,
  NetworkType,
  SyncDirection,
} from '../../../sdks/typescript/src/models/index.js';
