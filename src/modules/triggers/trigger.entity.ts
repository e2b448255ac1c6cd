import { EntitySchema } from '@mikro-orm/core';
import type { TriggerAction } from './trigger-actions.js';
import type { TriggerCondition } from './trigger-conditions.js';

/**
 * A trigger: conditions on stored memories and the actions they run. Its hourly and daily caps
 * are counted on its row, keyed by the start of the UTC hour and day they count (raised only by
 * TriggersRepository.admit, in SQL).
 */
export class Trigger {
  id!: string;
  accountId!: string;
  name!: string;
  description!: string | null;
  enabled!: boolean;
  conditions!: TriggerCondition[];
  actions!: TriggerAction[];
  maxPerHour!: number;
  maxPerDay!: number;
  hourStart!: Date | null;
  hourCount!: number;
  dayStart!: Date | null;
  dayCount!: number;
  lastTriggeredAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}

export const TriggerSchema = new EntitySchema<Trigger>({
  class: Trigger,
  tableName: 'triggers',
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string', nullable: true },
    enabled: { type: 'boolean' },
    conditions: { type: 'json' },
    actions: { type: 'json' },
    maxPerHour: { type: 'integer' },
    maxPerDay: { type: 'integer' },
    hourStart: { type: 'Date', nullable: true },
    hourCount: { type: 'integer' },
    dayStart: { type: 'Date', nullable: true },
    dayCount: { type: 'integer' },
    lastTriggeredAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date' },
  },
});
