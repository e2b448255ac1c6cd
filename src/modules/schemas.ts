// The contract's schemas and operation ids by name, for services that build responses or count operations.
import type { components, operations } from '../../generated/openapi.js';

export type Schemas = components['schemas'];

/** An operation of the contract by its operationId. */
export type OperationId = keyof operations;
