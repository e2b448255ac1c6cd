import { EntitySchema, type Opt } from '@mikro-orm/core';
import { TextArrayType } from '../../platform/db/text-array-type.js';

export type WebhookSurface = 'main' | 'generic';

/** A webhook subscription. Its secret is stored as given: each delivery is signed with it. */
export class Webhook {
  id!: string;
  accountId!: string;
  url!: string;
  events!: string[];
  enabled!: boolean;
  secret!: string;
  headers!: Record<string, string>;
  timeoutSeconds!: number;
  maxRetries!: number;
  retryBackoffSeconds!: number;
  /** The surface that registered it; each surface reads and changes only its own. */
  surface!: WebhookSurface;
  createdAt!: Date;
  updatedAt!: Opt<Date>;
  /** When its latest attempted delivery was made; loaded only when populated (a page of webhooks). */
  lastDeliveryAt!: Date | null;
  lastDeliveryStatus!: 'SUCCESS' | 'FAILED' | null;
}

/** A column of the webhook's latest attempted delivery (the first of its deliveries page). */
const lastDelivery = (alias: string, column: 'delivered_at' | 'status') =>
  `(select d.${column} from webhook_deliveries d where d.webhook_id = ${alias}.id and d.attempt > 0 order by d.delivered_at desc, d.id limit 1)`;

export const WebhookSchema = new EntitySchema<Webhook>({
  class: Webhook,
  tableName: 'webhooks',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    url: { type: 'string' },
    events: { type: TextArrayType },
    enabled: { type: 'boolean' },
    secret: { type: 'string' },
    headers: { type: 'json' },
    timeoutSeconds: { type: 'integer' },
    maxRetries: { type: 'integer' },
    retryBackoffSeconds: { type: 'integer' },
    surface: { type: 'string' },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date', onCreate: (w: Webhook) => w.createdAt },
    lastDeliveryAt: {
      type: 'Date',
      nullable: true,
      lazy: true,
      formula: (t) => lastDelivery(t.alias, 'delivered_at'),
    },
    lastDeliveryStatus: { type: 'string', nullable: true, lazy: true, formula: (t) => lastDelivery(t.alias, 'status') },
  },
});
