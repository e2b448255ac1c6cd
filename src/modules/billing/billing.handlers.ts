// Thin handler of billing analytics (POST /v1/analytics/billing).
import type { PartialHandlers } from '../../http/handler-types.js';
import { requireCaller } from '../../http/require-caller.js';
import { presentBillingAnalytics } from './billing.presenters.js';
import type { BillingService } from './billing.service.js';

export function billingHandlers(billing: BillingService): PartialHandlers<'getBillingAnalytics'> {
  return {
    getBillingAnalytics: async ({ auth, body }) => ({
      status: 200,
      body: presentBillingAnalytics(await billing.analytics(requireCaller(auth), body ?? {})),
    }),
  };
}
