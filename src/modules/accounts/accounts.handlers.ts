// Thin handlers of the Account tag.
import type { PartialHandlers } from '../../http/handler-types.js';
import { requireCaller } from '../../http/require-caller.js';
import type { AccountsService } from './accounts.service.js';

export function accountsHandlers(accounts: AccountsService): PartialHandlers<'createKey' | 'getUsage' | 'login'> {
  return {
    createKey: async ({ body }) => ({ status: 201, body: await accounts.signUp(body) }),
    getUsage: async ({ auth, query }) => ({
      status: 200,
      body: await accounts.usageOf(requireCaller(auth), query.detailed === true),
    }),
    login: async ({ body }) => ({ status: 200, body: await accounts.login(body.api_key) }),
  };
}
