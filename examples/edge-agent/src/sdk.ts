// The parts of the generated TypeScript SDK (sdks/typescript) this agent uses, in one place.
//
// Each name is imported from the module that declares it rather than from the SDK's index: the
// SDK folder's package.json does not say "type": "module", so Node (through tsx) loads its files
// as CommonJS, and Node cannot see names that a CommonJS index only re-exports. Importing the
// declaring modules works under Node, tsx and bundlers alike. Types come from the index: type
// imports are erased at run time.
export { DevicesApi } from '../../../sdks/typescript/src/apis/DevicesApi.js';
export { Configuration, FetchError, RequiredError, ResponseError } from '../../../sdks/typescript/src/runtime.js';
export type {
  DeviceChange,
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
