// Thin handlers of /v1/webhooks, and the webhook each path names.
import type { PartialHandlers, PartialPathResourceChecks } from '../../http/handler-types.js';
import { lookUpBy } from '../../http/path-resources.js';
import { requireCaller } from '../../http/require-caller.js';
import {
  presentDeliveryPage,
  presentWebhook,
  presentWebhookAnalytics,
  presentWebhookPage,
  presentWebhookTestResult,
  presentWebhookWithSecret,
} from './webhooks.presenters.js';
import type { WebhooksService } from './webhooks.service.js';

type WebhookOperation =
  | 'createWebhook'
  | 'listWebhooks'
  | 'getWebhook'
  | 'updateWebhook'
  | 'deleteWebhook'
  | 'testWebhook'
  | 'getWebhookAnalytics'
  | 'listWebhookDeliveries';

export function webhooksHandlers(webhooks: WebhooksService): PartialHandlers<WebhookOperation> {
  return {
    createWebhook: async ({ auth, body }) => ({
      status: 201,
      body: presentWebhookWithSecret(await webhooks.create(requireCaller(auth), body)),
    }),
    listWebhooks: async ({ auth, query }) => ({
      status: 200,
      body: presentWebhookPage(await webhooks.list(requireCaller(auth), query)),
    }),
    getWebhook: async ({ auth, params }) => ({
      status: 200,
      body: presentWebhook(await webhooks.get(requireCaller(auth), params.webhook_id)),
    }),
    updateWebhook: async ({ auth, params, body }) => ({
      status: 200,
      body: presentWebhook(await webhooks.update(requireCaller(auth), params.webhook_id, body)),
    }),
    deleteWebhook: async ({ auth, params }) => {
      await webhooks.remove(requireCaller(auth), params.webhook_id);
      return { status: 204 };
    },
    testWebhook: async ({ auth, params }) => ({
      status: 200,
      body: presentWebhookTestResult(await webhooks.test(requireCaller(auth), params.webhook_id)),
    }),
    getWebhookAnalytics: async ({ auth, params }) => ({
      status: 200,
      body: presentWebhookAnalytics(await webhooks.analytics(requireCaller(auth), params.webhook_id)),
    }),
    listWebhookDeliveries: async ({ auth, params, query }) => ({
      status: 200,
      body: presentDeliveryPage(await webhooks.deliveries(requireCaller(auth), params.webhook_id, query)),
    }),
  };
}

type WebhookPathOperation =
  'getWebhook' | 'updateWebhook' | 'deleteWebhook' | 'testWebhook' | 'getWebhookAnalytics' | 'listWebhookDeliveries';

/** The webhook a path names, found before the request's query and body are validated. */
export function webhooksPathResources(webhooks: WebhooksService): PartialPathResourceChecks<WebhookPathOperation> {
  const webhook = lookUpBy('webhook_id', (caller, id) => webhooks.existing(caller, id));
  return {
    getWebhook: webhook,
    updateWebhook: webhook,
    deleteWebhook: webhook,
    testWebhook: webhook,
    getWebhookAnalytics: webhook,
    listWebhookDeliveries: webhook,
  };
}
