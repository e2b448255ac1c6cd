// The form of a trigger, for creating one (POST /v1/triggers) and changing one
// (PATCH /v1/triggers/{id}). The conditions and actions are built from the contract's types and
// limits (spec/components/triggers.yaml): a select per type, and for each type only its own
// fields, with the lengths, ranges and formats the contract allows, so the browser refuses an
// invalid rule before it is sent. What the contract cannot say (an RE2 pattern that does not
// compile, a recipient or channel the operator does not allow) the service refuses, and its
// error is shown.
import { useState } from 'preact/hooks';
import { CheckField, Field, NumberField, SelectField, TextAreaField, TextField, oneOf } from '../components/fields.js';
import { RecordForm } from '../components/record-form.js';
import { CATEGORY_LABELS } from '../format.js';
import {
  AuditLogEntryLevelEnum,
  MemoryCategory,
  type Trigger,
  type TriggerAction,
  type TriggerCondition,
} from '../sdk.js';

type ConditionType = TriggerCondition['type'];
type ActionType = TriggerAction['type'];

/** Groups nest at most 5 levels deep; a top-level condition is level 1. */
const MAX_DEPTH = 5;

export const CONDITION_LABELS: Record<ConditionType, string> = {
  CATEGORY_EQUALS: 'Category is',
  TEXT_CONTAINS: 'Text contains',
  TEXT_REGEX: 'Text matches pattern',
  IMPORTANCE_GTE: 'Importance at least',
  IMPORTANCE_LTE: 'Importance at most',
  METADATA_KEY_EXISTS: 'Metadata has key',
  AND_GROUP: 'All of (group)',
  OR_GROUP: 'Any of (group)',
};

export const ACTION_LABELS: Record<ActionType, string> = {
  WEBHOOK: 'Call a webhook',
  EMAIL_ALERT: 'Send an e-mail',
  CHAT_NOTIFICATION: 'Post to a chat channel',
  LOG_EVENT: 'Write to the audit log',
};

const LEVELS = Object.values(AuditLogEntryLevelEnum);

interface ConditionDraft {
  type: ConditionType;
  /** The category, text, pattern, importance or key, as typed. */
  value: string;
  conditions: ConditionDraft[];
}

interface ActionDraft {
  type: ActionType;
  url: string;
  /** A webhook action's extra headers, kept as they are (the form does not edit them). */
  headers: Record<string, string> | undefined;
  to: string;
  subject: string;
  channel: string;
  level: string;
  messageTemplate: string;
}

export interface TriggerDraft {
  name: string;
  description: string;
  enabled: boolean;
  conditions: ConditionDraft[];
  actions: ActionDraft[];
  maxPerHour: string;
  maxPerDay: string;
}

/** What the form sends: the fields of a create or update request. */
export interface TriggerFields {
  name: string;
  description: string | null;
  enabled: boolean;
  conditions: TriggerCondition[];
  actions: TriggerAction[];
  maxTriggersPerHour: number;
  maxTriggersPerDay: number;
}

function defaultValue(type: ConditionType): string {
  if (type === 'CATEGORY_EQUALS') return MemoryCategory.Decision;
  if (type === 'IMPORTANCE_GTE' || type === 'IMPORTANCE_LTE') return '0.5';
  return '';
}

function newCondition(type: ConditionType = 'TEXT_CONTAINS'): ConditionDraft {
  const group = type === 'AND_GROUP' || type === 'OR_GROUP';
  return { type, value: defaultValue(type), conditions: group ? [newCondition()] : [] };
}

function newAction(type: ActionType = 'LOG_EVENT'): ActionDraft {
  return {
    type,
    url: '',
    headers: undefined,
    to: '',
    subject: '',
    channel: '',
    level: type === 'LOG_EVENT' ? 'info' : '',
    messageTemplate: '',
  };
}

export const NEW_TRIGGER: TriggerDraft = {
  name: '',
  description: '',
  enabled: true,
  conditions: [newCondition()],
  actions: [newAction()],
  maxPerHour: '100',
  maxPerDay: '1000',
};

function conditionDraft(condition: TriggerCondition): ConditionDraft {
  switch (condition.type) {
    case 'AND_GROUP':
    case 'OR_GROUP':
      return { type: condition.type, value: '', conditions: condition.conditions.map(conditionDraft) };
    case 'TEXT_REGEX':
      return { type: condition.type, value: condition.pattern, conditions: [] };
    case 'METADATA_KEY_EXISTS':
      return { type: condition.type, value: condition.key, conditions: [] };
    case 'IMPORTANCE_GTE':
    case 'IMPORTANCE_LTE':
      return { type: condition.type, value: String(condition.value), conditions: [] };
    case 'CATEGORY_EQUALS':
    case 'TEXT_CONTAINS':
      return { type: condition.type, value: condition.value, conditions: [] };
  }
}

function actionDraft(action: TriggerAction): ActionDraft {
  const draft = newAction(action.type);
  switch (action.type) {
    case 'WEBHOOK':
      return { ...draft, url: action.url, headers: action.headers };
    case 'EMAIL_ALERT':
      return { ...draft, to: action.to, subject: action.subject ?? '' };
    case 'CHAT_NOTIFICATION':
      return { ...draft, channel: action.channel, messageTemplate: action.messageTemplate ?? '' };
    case 'LOG_EVENT':
      return { ...draft, level: action.level ?? 'info', messageTemplate: action.messageTemplate ?? '' };
  }
}

export function draftOf(trigger: Trigger): TriggerDraft {
  return {
    name: trigger.name,
    description: trigger.description ?? '',
    enabled: trigger.enabled,
    conditions: trigger.conditions.map(conditionDraft),
    actions: trigger.actions.map(actionDraft),
    maxPerHour: String(trigger.maxTriggersPerHour),
    maxPerDay: String(trigger.maxTriggersPerDay),
  };
}

function conditionOf(draft: ConditionDraft): TriggerCondition {
  switch (draft.type) {
    case 'AND_GROUP':
    case 'OR_GROUP':
      return { type: draft.type, conditions: draft.conditions.map(conditionOf) };
    case 'CATEGORY_EQUALS':
      return {
        type: draft.type,
        value: oneOf(MemoryCategory, draft.value) ?? MemoryCategory.Other,
      };
    case 'TEXT_CONTAINS':
      return { type: draft.type, value: draft.value };
    case 'TEXT_REGEX':
      return { type: draft.type, pattern: draft.value };
    case 'IMPORTANCE_GTE':
    case 'IMPORTANCE_LTE':
      return { type: draft.type, value: Number(draft.value) };
    case 'METADATA_KEY_EXISTS':
      return { type: draft.type, key: draft.value };
  }
}

const optional = (text: string) => (text === '' ? undefined : text);

function actionOf(draft: ActionDraft): TriggerAction {
  switch (draft.type) {
    case 'WEBHOOK':
      return { type: draft.type, url: draft.url, ...(draft.headers ? { headers: draft.headers } : {}) };
    case 'EMAIL_ALERT':
      return { type: draft.type, to: draft.to, subject: optional(draft.subject) };
    case 'CHAT_NOTIFICATION':
      return { type: draft.type, channel: draft.channel, messageTemplate: optional(draft.messageTemplate) };
    case 'LOG_EVENT':
      return { type: draft.type, level: draft.level, messageTemplate: optional(draft.messageTemplate) };
  }
}

function fieldsOf(draft: TriggerDraft): TriggerFields {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    enabled: draft.enabled,
    conditions: draft.conditions.map(conditionOf),
    actions: draft.actions.map(actionOf),
    maxTriggersPerHour: Number(draft.maxPerHour),
    maxTriggersPerDay: Number(draft.maxPerDay),
  };
}

function replaceAt<T>(list: T[], index: number, item: T): T[] {
  return list.map((old, i) => (i === index ? item : old));
}

interface TriggerFormProps {
  initial: TriggerDraft;
  submitLabel: string;
  /** Saves the fields; the problem of a refusal is shown above the form. */
  onSubmit: (fields: TriggerFields) => Promise<void>;
}

export function TriggerForm({ initial, submitLabel, onSubmit }: TriggerFormProps) {
  const [draft, setDraft] = useState(initial);
  return (
    <RecordForm
      label="Trigger"
      class="trigger-form"
      doing="save the trigger"
      submitLabel={submitLabel}
      onSubmit={() => onSubmit(fieldsOf(draft))}
    >
      <TextField
        id="trigger-name"
        label="Name"
        required
        minLength={1}
        maxLength={200}
        value={draft.name}
        onInput={(value) => setDraft({ ...draft, name: value })}
      />
      <TextAreaField
        id="trigger-description"
        label="Description (optional)"
        maxLength={2000}
        rows={2}
        value={draft.description}
        onInput={(value) => setDraft({ ...draft, description: value })}
      />
      <CheckField label="Enabled" checked={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })} />
      <fieldset>
        <legend>When a stored memory matches all of these conditions</legend>
        <ConditionList
          conditions={draft.conditions}
          depth={1}
          path="condition"
          onChange={(conditions) => setDraft({ ...draft, conditions })}
        />
      </fieldset>
      <fieldset>
        <legend>Run these actions, in order</legend>
        <ol class="rule-list">
          {draft.actions.map((action, index) => (
            <li key={index} class="rule">
              <ActionEditor
                action={action}
                id={`action-${index + 1}`}
                onChange={(changed) => setDraft({ ...draft, actions: replaceAt(draft.actions, index, changed) })}
              />
              <button
                type="button"
                disabled={draft.actions.length === 1}
                onClick={() => setDraft({ ...draft, actions: draft.actions.filter((_, i) => i !== index) })}
              >
                Remove action {index + 1}
              </button>
            </li>
          ))}
        </ol>
        <button type="button" onClick={() => setDraft({ ...draft, actions: [...draft.actions, newAction()] })}>
          Add an action
        </button>
      </fieldset>
      <fieldset>
        <legend>Limits</legend>
        <div class="filters">
          <NumberField
            id="trigger-per-hour"
            label="Runs per UTC hour (1 to 10,000)"
            required
            min={1}
            max={10000}
            step={1}
            value={draft.maxPerHour}
            onInput={(input) => setDraft({ ...draft, maxPerHour: input.value })}
          />
          <NumberField
            id="trigger-per-day"
            label="Runs per UTC day (1 to 100,000)"
            required
            min={1}
            max={100000}
            step={1}
            value={draft.maxPerDay}
            onInput={(input) => setDraft({ ...draft, maxPerDay: input.value })}
          />
        </div>
      </fieldset>
    </RecordForm>
  );
}

interface ConditionListProps {
  conditions: ConditionDraft[];
  depth: number;
  /** Prefix of the fields' ids, unique in the form. */
  path: string;
  onChange: (conditions: ConditionDraft[]) => void;
}

function ConditionList({ conditions, depth, path, onChange }: ConditionListProps) {
  return (
    <>
      <ol class="rule-list">
        {conditions.map((condition, index) => (
          <li key={index} class="rule">
            <ConditionEditor
              condition={condition}
              depth={depth}
              id={`${path}-${index + 1}`}
              onChange={(changed) => onChange(replaceAt(conditions, index, changed))}
            />
            <button
              type="button"
              disabled={conditions.length === 1}
              onClick={() => onChange(conditions.filter((_, i) => i !== index))}
            >
              Remove condition {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...conditions, newCondition()])}>
        Add a condition{depth > 1 ? ' to the group' : ''}
      </button>
    </>
  );
}

interface ConditionEditorProps {
  condition: ConditionDraft;
  depth: number;
  id: string;
  onChange: (condition: ConditionDraft) => void;
}

function ConditionEditor({ condition, depth, id, onChange }: ConditionEditorProps) {
  // a group at the deepest level could hold nothing valid, so groups are offered above it only
  const types = (Object.keys(CONDITION_LABELS) as ConditionType[]).filter(
    (type) => depth < MAX_DEPTH || (type !== 'AND_GROUP' && type !== 'OR_GROUP'),
  );
  const setValue = (value: string) => onChange({ ...condition, value });
  return (
    <div class="rule-fields">
      <SelectField
        id={`${id}-type`}
        label="Condition"
        values={types}
        labels={CONDITION_LABELS}
        value={condition.type}
        onChange={(type) => onChange(newCondition(type || 'TEXT_CONTAINS'))}
      />
      {condition.type === 'CATEGORY_EQUALS' && (
        <SelectField
          id={`${id}-value`}
          label="Category"
          values={Object.values(MemoryCategory)}
          labels={CATEGORY_LABELS}
          value={condition.value}
          onChange={setValue}
        />
      )}
      {condition.type === 'TEXT_CONTAINS' && (
        <Field id={`${id}-value`} label="Text (any letter case)" wide>
          <input
            id={`${id}-value`}
            required
            minLength={1}
            maxLength={1000}
            value={condition.value}
            onInput={(event) => setValue(event.currentTarget.value)}
          />
        </Field>
      )}
      {condition.type === 'TEXT_REGEX' && (
        <Field id={`${id}-value`} label="Pattern (RE2, no flags)" wide>
          <input
            id={`${id}-value`}
            required
            minLength={1}
            maxLength={500}
            spellcheck={false}
            value={condition.value}
            onInput={(event) => setValue(event.currentTarget.value)}
          />
        </Field>
      )}
      {(condition.type === 'IMPORTANCE_GTE' || condition.type === 'IMPORTANCE_LTE') && (
        <NumberField
          id={`${id}-value`}
          label="Importance (0 to 1)"
          required
          min={0}
          max={1}
          step={0.01}
          value={condition.value}
          onInput={(input) => setValue(input.value)}
        />
      )}
      {condition.type === 'METADATA_KEY_EXISTS' && (
        <Field id={`${id}-value`} label="Metadata key" wide>
          <input
            id={`${id}-value`}
            required
            minLength={1}
            maxLength={200}
            value={condition.value}
            onInput={(event) => setValue(event.currentTarget.value)}
          />
        </Field>
      )}
      {(condition.type === 'AND_GROUP' || condition.type === 'OR_GROUP') && (
        <div class="rule-group">
          <ConditionList
            conditions={condition.conditions}
            depth={depth + 1}
            path={id}
            onChange={(conditions) => onChange({ ...condition, conditions })}
          />
        </div>
      )}
    </div>
  );
}

interface ActionEditorProps {
  action: ActionDraft;
  id: string;
  onChange: (action: ActionDraft) => void;
}

function ActionEditor({ action, id, onChange }: ActionEditorProps) {
  const types = Object.keys(ACTION_LABELS) as ActionType[];
  const template = (label: string) => (
    <Field id={`${id}-template`} label={label} wide>
      <textarea
        id={`${id}-template`}
        rows={2}
        maxLength={4000}
        value={action.messageTemplate}
        placeholder="{{trigger.name}}: {{memory.content}}"
        onInput={(event) => onChange({ ...action, messageTemplate: event.currentTarget.value })}
      />
    </Field>
  );
  return (
    <div class="rule-fields">
      <SelectField
        id={`${id}-type`}
        label="Action"
        values={types}
        labels={ACTION_LABELS}
        value={action.type}
        onChange={(type) => onChange(newAction(type || 'LOG_EVENT'))}
      />
      {action.type === 'WEBHOOK' && (
        <Field id={`${id}-url`} label="HTTPS address" wide>
          <input
            id={`${id}-url`}
            type="url"
            required
            maxLength={2048}
            pattern="https://.+"
            title="An address starting with https://"
            value={action.url}
            onInput={(event) => onChange({ ...action, url: event.currentTarget.value })}
          />
          {action.headers && Object.keys(action.headers).length > 0 && (
            <p class="hint">Sends the extra headers {Object.keys(action.headers).join(', ')} (kept as they are).</p>
          )}
        </Field>
      )}
      {action.type === 'EMAIL_ALERT' && (
        <>
          <Field id={`${id}-to`} label="To (your own address or an allowed domain)" wide>
            <input
              id={`${id}-to`}
              type="email"
              required
              value={action.to}
              onInput={(event) => onChange({ ...action, to: event.currentTarget.value })}
            />
          </Field>
          <Field id={`${id}-subject`} label="Subject (optional)" wide>
            <input
              id={`${id}-subject`}
              maxLength={300}
              value={action.subject}
              onInput={(event) => onChange({ ...action, subject: event.currentTarget.value })}
            />
          </Field>
        </>
      )}
      {action.type === 'CHAT_NOTIFICATION' && (
        <>
          <Field id={`${id}-channel`} label="Channel">
            <input
              id={`${id}-channel`}
              required
              minLength={1}
              maxLength={200}
              value={action.channel}
              onInput={(event) => onChange({ ...action, channel: event.currentTarget.value })}
            />
          </Field>
          {template('Message (optional)')}
        </>
      )}
      {action.type === 'LOG_EVENT' && (
        <>
          <SelectField
            id={`${id}-level`}
            label="Level"
            values={LEVELS}
            value={action.level}
            onChange={(level) => onChange({ ...action, level })}
          />
          {template('Entry text (optional)')}
        </>
      )}
    </div>
  );
}
