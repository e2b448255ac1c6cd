// Who is calling. Authentication (an API key, a session token; see api-key-text.ts and
// session-tokens.ts) resolves every request to a Caller, tier included; the services take it as
// given and never look at credentials themselves.
import type { KeyEnvironment } from './api-key.entity.js';
import type { Tier } from './tiers.js';

export interface Caller {
  accountId: string;
  tier: Tier;
  /** `live` keys are held to the tier's volume limits; `test` keys are for trying things out. */
  environment: KeyEnvironment;
  /** The key that made the call; null for a session token. */
  keyId: string | null;
}
