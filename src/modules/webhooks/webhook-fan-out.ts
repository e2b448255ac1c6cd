// Turns outbox events into deliveries: one per event and enabled webhook of its account that
// subscribes to its type, with the first attempt enqueued in the same transaction. A webhook
// that is disabled when the event is dispatched gets nothing (events are not kept for later).
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../platform/ids.js';
import { eventBody, type StoredEvent } from '../events/domain-events.js';
import type { EventSubscriber } from '../events/event-dispatcher.js';
import type { WebhookAttempts } from './webhook-attempts.js';
import type { NewDelivery, WebhooksRepository } from './webhooks.repository.js';

/** How long delivery records (and their attempts) are kept: the analytics' window. */
const DELIVERY_RETENTION_MS = 30 * 86_400_000;

export class WebhookFanOut implements EventSubscriber {
  constructor(
    private readonly repository: WebhooksRepository,
    private readonly attempts: WebhookAttempts,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async fanOut(events: readonly StoredEvent[], em: EntityManager): Promise<void> {
    const webhooks = await this.repository.enabledFor([...new Set(events.map((e) => e.accountId))], em);
    if (webhooks.length === 0) return;
    const now = this.clock();
    const deliveries: NewDelivery[] = [];
    for (const event of events) {
      const body = eventBody(event);
      for (const webhook of webhooks) {
        if (webhook.accountId !== event.accountId || !webhook.events.includes(event.type)) continue;
        deliveries.push({
          id: newId('del'),
          webhookId: webhook.id,
          accountId: event.accountId,
          eventId: event.id,
          eventType: event.type,
          requestBody: body,
          maxAttempts: webhook.maxRetries + 1,
          createdAt: now,
        });
      }
    }
    const inserted = await this.repository.insertDeliveries(deliveries, em);
    await this.attempts.enqueueFirst(inserted, em);
  }

  async prune(now: Date): Promise<void> {
    await this.repository.pruneDeliveries(new Date(now.getTime() - DELIVERY_RETENTION_MS));
  }
}
