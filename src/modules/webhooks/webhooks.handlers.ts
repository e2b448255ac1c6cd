// Thin handlers of /v1/webhooks.
import type { PartialHandlers } from '../../http/handler-types.js';
import { requireCaller } from '../../http/require-caller.js';
import type { WebhooksService } from './webhooks.service.js';

type WebhookOperation =
  | 'createWebhook' | 'listWebhooks' | 'getWebhook' | 'updateWebhook' | 'deleteWebhook'
  | 'testWebhook' | 'getWebhookAnalytics' | 'listWebhookDeliveries';

export function webhooksHandlers(webhooks: WebhooksService): PartialHandlers<WebhookOperation> {
  return {
    createWebhook: async ({ auth, body }) => ({ status: 201, body: await webhooks.create(requireCaller(auth), body) }),
    listWebhooks: async ({ auth, query }) => ({ status: 200, body: await webhooks.list(requireCaller(auth), query) }),
    getWebhook: async ({ auth, params }) => ({ status: 200, body: await webhooks.get(requireCaller(auth), params.webhook_id) }),
    updateWebhook: async ({ auth, params, body }) => ({ status: 200, body: await webhooks.update(requireCaller(auth), params.webhook_id, body) }),
    deleteWebhook: async ({ auth, params }) => {
      await webhooks.remove(requireCaller(auth), params.webhook_id);
      return { status: 204 };
    },
    testWebhook: async ({ auth, params }) => ({ status: 200, body: await webhooks.test(requireCaller(auth), params.webhook_id) }),
    getWebhookAnalytics: async ({ auth, params }) => ({ status: 200, body: await webhooks.analytics(requireCaller(auth), params.webhook_id) }),
    listWebhookDeliveries: async ({ auth, params, query }) => ({ status: 200, body: await webhooks.deliveries(requireCaller(auth), params.webhook_id, query) }),
  };
}
