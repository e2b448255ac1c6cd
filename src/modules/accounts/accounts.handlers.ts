// Thin handlers of the Account tag.
import type { PartialHandlers } from '../../http/handler-types.js';
import { requireCaller } from '../../http/require-caller.js';
import { presentAccountUsage, presentNewAccount, presentSession } from './accounts.presenters.js';
import type { AccountsService } from './accounts.service.js';

export function accountsHandlers(accounts: AccountsService): PartialHandlers<'createKey' | 'getUsage' | 'login'> {
  return {
    createKey: async ({ body }) => ({ status: 201, body: presentNewAccount(await accounts.signUp(body)) }),
    getUsage: async ({ auth, query }) => ({
      status: 200,
      body: presentAccountUsage(await accounts.usageOf(requireCaller(auth), query.detailed === true)),
    }),
    login: async ({ body }) => ({ status: 200, body: presentSession(await accounts.login(body.api_key)) }),
  };
}
