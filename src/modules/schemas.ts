// The contract's schemas by name, for services that build responses.
import type { components } from '../../generated/openapi.js';

export type Schemas = components['schemas'];
