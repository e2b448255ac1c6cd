// The form of a webhook, for creating one (POST /v1/webhooks) and changing one
// (PATCH /v1/webhooks/{id}): its HTTPS address, the events it receives (the contract's event
// types, at least one), and its delivery settings within the contract's ranges. Extra headers are
// typed one per line as `Name: value`; a line that is not one is refused before sending. A new
// webhook may bring its own signing secret; without one the service generates it.
import { useState } from 'preact/hooks';
import { CheckField, Field, NumberField, TextField } from '../components/fields.js';
import { RecordForm } from '../components/record-form.js';
import { WebhookEventType, type Webhook } from '../sdk.js';

const EVENTS = Object.values(WebhookEventType);
const MAX_HEADERS = 20;

export interface WebhookDraft {
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  headers: string;
  timeoutSeconds: string;
  maxRetries: string;
  retryBackoffSeconds: string;
  /** Only when creating: the signing secret, empty for one the service generates. */
  secret: string;
}

export interface WebhookFields {
  url: string;
  events: Set<WebhookEventType>;
  enabled: boolean;
  headers: Record<string, string>;
  timeoutSeconds: number;
  maxRetries: number;
  retryBackoffSeconds: number;
}

export const NEW_WEBHOOK: WebhookDraft = {
  url: '',
  events: [WebhookEventType.MemoryStored],
  enabled: true,
  headers: '',
  timeoutSeconds: '10',
  maxRetries: '3',
  retryBackoffSeconds: '60',
  secret: '',
};

export function webhookDraftOf(webhook: Webhook): WebhookDraft {
  return {
    url: webhook.url,
    events: webhook.events,
    enabled: webhook.enabled,
    headers: Object.entries(webhook.headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
    timeoutSeconds: String(webhook.timeoutSeconds),
    maxRetries: String(webhook.maxRetries),
    retryBackoffSeconds: String(webhook.retryBackoffSeconds),
    secret: '',
  };
}

/** The headers of the text, or why it is not a list of headers. */
function parseHeaders(text: string): Record<string, string> | string {
  const headers: Record<string, string> = {};
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length > MAX_HEADERS) return `At most ${MAX_HEADERS} headers.`;
  for (const line of lines) {
    const match = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*:\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) return `“${line.trim()}” is not a header: write Name: value.`;
    if ((match[2] ?? '').length > 1024) return `The value of ${match[1]} is longer than 1,024 characters.`;
    headers[match[1]] = match[2] ?? '';
  }
  return headers;
}

interface WebhookFormProps {
  initial: WebhookDraft;
  submitLabel: string;
  /** Offer the signing secret (a webhook's secret is chosen at creation only). */
  withSecret?: boolean;
  /** Saves the fields, with the secret when one was typed; the problem of a refusal is shown above the form. */
  onSubmit: (fields: WebhookFields, secret: string | undefined) => Promise<void>;
}

export function WebhookForm({ initial, submitLabel, withSecret = false, onSubmit }: WebhookFormProps) {
  const [draft, setDraft] = useState(initial);
  const headers = parseHeaders(draft.headers);

  const submit = async () => {
    if (typeof headers === 'string') return; // the form is not ready then, and sends nothing
    await onSubmit(
      {
        url: draft.url.trim(),
        events: new Set(draft.events),
        enabled: draft.enabled,
        headers,
        timeoutSeconds: Number(draft.timeoutSeconds),
        maxRetries: Number(draft.maxRetries),
        retryBackoffSeconds: Number(draft.retryBackoffSeconds),
      },
      withSecret && draft.secret !== '' ? draft.secret : undefined,
    );
  };

  const number = (
    id: string,
    label: string,
    key: 'timeoutSeconds' | 'maxRetries' | 'retryBackoffSeconds',
    min: number,
    max: number,
  ) => (
    <NumberField
      id={id}
      label={label}
      required
      min={min}
      max={max}
      step={1}
      value={draft[key]}
      onInput={(input) => setDraft({ ...draft, [key]: input.value })}
    />
  );

  return (
    <RecordForm
      label="Webhook"
      doing="save the webhook"
      submitLabel={submitLabel}
      ready={typeof headers !== 'string' && draft.events.length > 0}
      onSubmit={submit}
    >
      <TextField
        id="webhook-url"
        label="HTTPS address"
        type="url"
        required
        maxLength={2048}
        pattern="https://.+"
        title="An address starting with https://"
        value={draft.url}
        onInput={(value) => setDraft({ ...draft, url: value })}
      />
      <fieldset>
        <legend>Events</legend>
        <div class="choices">
          {EVENTS.map((type) => (
            <CheckField
              key={type}
              label={type}
              checked={draft.events.includes(type)}
              onChange={(checked) =>
                setDraft({
                  ...draft,
                  events: checked
                    ? EVENTS.filter((t) => t === type || draft.events.includes(t))
                    : draft.events.filter((t) => t !== type),
                })
              }
            />
          ))}
        </div>
        {draft.events.length === 0 && <p class="hint">Choose at least one event.</p>}
      </fieldset>
      <CheckField label="Enabled" checked={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })} />
      <fieldset>
        <legend>Delivery</legend>
        <div class="filters">
          {number('webhook-timeout', 'Timeout in seconds (1 to 30)', 'timeoutSeconds', 1, 30)}
          {number('webhook-retries', 'Retries (0 to 10)', 'maxRetries', 0, 10)}
          {number('webhook-backoff', 'First retry after seconds (1 to 3,600)', 'retryBackoffSeconds', 1, 3600)}
        </div>
        <p class="hint">Each later retry waits twice as long as the one before.</p>
        <Field id="webhook-headers" label="Extra headers (optional, one per line as Name: value)">
          <textarea
            id="webhook-headers"
            rows={2}
            spellcheck={false}
            value={draft.headers}
            aria-describedby={typeof headers === 'string' ? 'webhook-headers-problem' : undefined}
            onInput={(event) => setDraft({ ...draft, headers: event.currentTarget.value })}
          />
          {typeof headers === 'string' && (
            <p id="webhook-headers-problem" class="hint">
              {headers}
            </p>
          )}
        </Field>
        {withSecret && (
          <TextField
            id="webhook-secret"
            label="Signing secret (optional: generated when left empty)"
            pattern="whsec_[0-9A-Za-z_\-]{16,128}"
            title="whsec_ followed by 16 to 128 letters, digits, _ or -"
            spellcheck={false}
            autoComplete="off"
            value={draft.secret}
            onInput={(value) => setDraft({ ...draft, secret: value })}
          />
        )}
      </fieldset>
    </RecordForm>
  );
}
