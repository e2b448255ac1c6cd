import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.js';
import {
  DEFAULT_TEMPLATES,
  renderTemplate,
  templateVariables,
  validateActions,
  validateRateLimits,
} from '../../src/modules/triggers/trigger-actions.js';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('the input was accepted');
}

const log = { type: 'LOG_EVENT' };

describe('validateActions: INVALID_ACTIONS with the path of the problem', () => {
  it.each<[string, unknown, string]>([
    ['not an array', log, 'actions'],
    ['an empty array', [], 'actions'],
    ['more than 10 actions', Array.from({ length: 11 }, () => log), 'actions'],
    ['an entry that is not an object', [log, 'LOG_EVENT'], 'actions[1]'],
    ['a missing type', [{ level: 'info' }], 'actions[0].type'],
    ['an unknown type', [{ type: 'SMS', to: '+4912345' }], 'actions[0].type'],
    ['a type that is not a string', [{ type: ['WEBHOOK'] }], 'actions[0].type'],
    [
      'an unknown property',
      [{ type: 'WEBHOOK', url: 'https://hooks.example.com/x', secret: 's' }],
      'actions[0].secret',
    ],
    ['a missing webhook url', [{ type: 'WEBHOOK' }], 'actions[0].url'],
    ['an http webhook url', [{ type: 'WEBHOOK', url: 'http://hooks.example.com/x' }], 'actions[0].url'],
    ['a relative webhook url', [{ type: 'WEBHOOK', url: '/hooks/x' }], 'actions[0].url'],
    [
      'a webhook url over 2048 characters',
      [{ type: 'WEBHOOK', url: `https://hooks.example.com/${'x'.repeat(2030)}` }],
      'actions[0].url',
    ],
    [
      'a webhook url with credentials',
      [{ type: 'WEBHOOK', url: 'https://user:pw@hooks.example.com/x' }],
      'actions[0].url',
    ],
    [
      'headers that are an array',
      [{ type: 'WEBHOOK', url: 'https://h.example.com', headers: ['X-A: 1'] }],
      'actions[0].headers',
    ],
    [
      'a header value that is a number',
      [{ type: 'WEBHOOK', url: 'https://h.example.com', headers: { 'X-Team': 7 } }],
      'actions[0].headers.X-Team',
    ],
    [
      'a header name with a space',
      [{ type: 'WEBHOOK', url: 'https://h.example.com', headers: { 'X Team': 'a' } }],
      'actions[0].headers.X Team',
    ],
    [
      'a header the client sets',
      [{ type: 'WEBHOOK', url: 'https://h.example.com', headers: { Host: 'evil.example.com' } }],
      'actions[0].headers.Host',
    ],
    [
      'a header value with a line break',
      [{ type: 'WEBHOOK', url: 'https://h.example.com', headers: { 'X-A': 'a\r\nX-B: b' } }],
      'actions[0].headers.X-A',
    ],
    [
      'a header value with a character outside Latin-1',
      [{ type: 'WEBHOOK', url: 'https://h.example.com', headers: { 'X-A': 'ok \u{1f600}' } }],
      'actions[0].headers.X-A',
    ],
    [
      'more than 20 headers',
      [
        {
          type: 'WEBHOOK',
          url: 'https://h.example.com',
          headers: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`X-${i}`, 'v'])),
        },
      ],
      'actions[0].headers',
    ],
    ['a missing e-mail address', [{ type: 'EMAIL_ALERT' }], 'actions[0].to'],
    ['an e-mail address without @', [{ type: 'EMAIL_ALERT', to: 'oncall-at-example' }], 'actions[0].to'],
    ['an e-mail address without a domain dot', [{ type: 'EMAIL_ALERT', to: 'oncall@localhost' }], 'actions[0].to'],
    ['an e-mail address with a space', [{ type: 'EMAIL_ALERT', to: 'on call@example.com' }], 'actions[0].to'],
    [
      'an e-mail address with a line break',
      [{ type: 'EMAIL_ALERT', to: 'a@example.com\nBcc: b@example.com' }],
      'actions[0].to',
    ],
    ['two @ in an e-mail address', [{ type: 'EMAIL_ALERT', to: 'a@b@example.com' }], 'actions[0].to'],
    [
      'a subject over 300 characters',
      [{ type: 'EMAIL_ALERT', to: 'a@example.com', subject: 's'.repeat(301) }],
      'actions[0].subject',
    ],
    [
      'a subject that is not a string',
      [{ type: 'EMAIL_ALERT', to: 'a@example.com', subject: 5 }],
      'actions[0].subject',
    ],
    ['a missing channel', [{ type: 'CHAT_NOTIFICATION' }], 'actions[0].channel'],
    ['an empty channel', [{ type: 'CHAT_NOTIFICATION', channel: '' }], 'actions[0].channel'],
    ['a channel over 200 characters', [{ type: 'CHAT_NOTIFICATION', channel: 'c'.repeat(201) }], 'actions[0].channel'],
    [
      'a message template over 4000 characters',
      [{ type: 'CHAT_NOTIFICATION', channel: '#a', message_template: 'm'.repeat(4001) }],
      'actions[0].message_template',
    ],
    ['an unknown log level', [{ type: 'LOG_EVENT', level: 'verbose' }], 'actions[0].level'],
    [
      'a log template that is not a string',
      [{ type: 'LOG_EVENT', message_template: ['x'] }],
      'actions[0].message_template',
    ],
  ])('refuses %s', (_case, input, field) => {
    const err = refusal(() => validateActions(input));
    expect(err.code).toBe('INVALID_ACTIONS');
    expect(err.status).toBe(400);
    expect(err.details.field).toBe(field);
  });

  it('explains a bad e-mail address as the contract example does', () => {
    const err = refusal(() => validateActions([{ type: 'EMAIL_ALERT', to: 'oncall-at-example' }]));
    expect(err.message).toContain('actions[0] of type EMAIL_ALERT needs a valid e-mail address in "to"');
    expect(err.details).toEqual({ field: 'actions[0].to', value: 'oncall-at-example' });
  });

  it('names the valid types and properties', () => {
    expect(refusal(() => validateActions([{ type: 'SMS' }])).message).toBe(
      'actions[0].type "SMS" is not an action type. Use WEBHOOK, EMAIL_ALERT, CHAT_NOTIFICATION or LOG_EVENT.',
    );
    expect(refusal(() => validateActions([{ type: 'LOG_EVENT', channel: '#a' }])).message).toContain(
      'takes type, level and message_template',
    );
  });

  it('returns copies of every action type, with the default log level written out', () => {
    const input = [
      {
        type: 'WEBHOOK',
        url: 'https://hooks.example.com/memory/decisions',
        headers: { 'X-Team': 'billing', Authorization: 'Bearer t' },
      },
      { type: 'WEBHOOK', url: 'https://hooks.example.com:8443/x?y=1' },
      { type: 'EMAIL_ALERT', to: 'oncall+alerts@mail.example.com', subject: 'Incident noted by {{trigger.name}}' },
      { type: 'EMAIL_ALERT', to: 'o.n-call@example.co.uk' },
      {
        type: 'CHAT_NOTIFICATION',
        channel: '#billing-migration',
        message_template: 'New decision ({{memory.importance}}): {{memory.content}}',
      },
      { type: 'CHAT_NOTIFICATION', channel: 'C024BE91L' },
      { type: 'LOG_EVENT', level: 'warn', message_template: 'Trigger {{trigger.name}}' },
      { type: 'LOG_EVENT' },
    ];
    const output = validateActions(input);
    expect(output).toEqual([...input.slice(0, 7), { type: 'LOG_EVENT', level: 'info' }]);
    expect(output[0]).not.toBe(input[0]);
  });
});

describe('validateRateLimits: INVALID_RATE_LIMIT', () => {
  it('accepts the bounds and values not given', () => {
    expect(() => validateRateLimits(undefined, undefined)).not.toThrow();
    expect(() => validateRateLimits(1, 1)).not.toThrow();
    expect(() => validateRateLimits(10_000, 100_000)).not.toThrow();
  });

  it.each<[number | undefined, number | undefined, string, number, number]>([
    [0, undefined, 'max_triggers_per_hour', 1, 10_000],
    [10_001, 5, 'max_triggers_per_hour', 1, 10_000],
    [1.5, 5, 'max_triggers_per_hour', 1, 10_000],
    [undefined, 0, 'max_triggers_per_day', 1, 100_000],
    [5, 100_001, 'max_triggers_per_day', 1, 100_000],
    [5, -3, 'max_triggers_per_day', 1, 100_000],
  ])('refuses hour %s / day %s', (perHour, perDay, field, minimum, maximum) => {
    const err = refusal(() => validateRateLimits(perHour, perDay));
    expect(err.code).toBe('INVALID_RATE_LIMIT');
    expect(err.details).toEqual({
      field,
      value: field === 'max_triggers_per_hour' ? perHour : perDay,
      minimum,
      maximum,
    });
  });

  it('words the message as the contract example does', () => {
    expect(refusal(() => validateRateLimits(0, undefined)).message).toBe(
      'max_triggers_per_hour must be an integer from 1 to 10000; 0 was given.',
    );
  });
});

describe('renderTemplate', () => {
  const memory = {
    id: 'mem_WUw8y9xw1TsNbC0NP9b9uDK7',
    content: 'We decided to bill annually.',
    category: 'decision',
    importance: 0.85,
    user_id: 'user-4711' as string | null,
    created_at: '2026-11-02T14:30:00.000Z',
  };
  const trigger = { id: 'trg_kY9pF34Qy6nB3Wwd25rq4f5z', name: 'Billing decisions' };
  const vars = templateVariables(memory, trigger);

  it('renders every variable', () => {
    const template =
      '{{memory.id}}|{{memory.content}}|{{memory.category}}|{{memory.importance}}|{{memory.user_id}}|{{memory.created_at}}|{{trigger.name}}|{{trigger.id}}';
    expect(renderTemplate(template, vars)).toBe(
      'mem_WUw8y9xw1TsNbC0NP9b9uDK7|We decided to bill annually.|decision|0.85|user-4711|2026-11-02T14:30:00.000Z|Billing decisions|trg_kY9pF34Qy6nB3Wwd25rq4f5z',
    );
  });

  it('renders created_at as ISO 8601 whatever form it was stored in', () => {
    expect(
      renderTemplate(
        '{{memory.created_at}}',
        templateVariables({ ...memory, created_at: '2026-11-02T15:30:00+01:00' }, trigger),
      ),
    ).toBe('2026-11-02T14:30:00.000Z');
  });

  it('allows spaces inside the braces', () => {
    expect(renderTemplate('{{ memory.id }} {{memory.category  }} {{\ttrigger.name}}', vars)).toBe(
      'mem_WUw8y9xw1TsNbC0NP9b9uDK7 decision Billing decisions',
    );
  });

  it('leaves unknown variables as written', () => {
    const template = 'a {{memory.color}} b {{ trigger.owner }} c {{memory}} d {{}} e {{memory.id';
    expect(renderTemplate(template, vars)).toBe(template);
    expect(renderTemplate('{{constructor}} {{__proto__}}', vars)).toBe('{{constructor}} {{__proto__}}');
  });

  it('renders a variable without a value as an empty string', () => {
    const anonymous = templateVariables({ ...memory, user_id: null }, trigger);
    expect(renderTemplate('user=[{{memory.user_id}}]', anonymous)).toBe('user=[]');
  });

  it('expands in one pass: variables inside inserted values stay literal', () => {
    const sneaky = templateVariables({ ...memory, content: 'see {{trigger.id}} and {{ memory.user_id }}' }, trigger);
    expect(renderTemplate('{{memory.content}} / {{trigger.id}}', sneaky)).toBe(
      'see {{trigger.id}} and {{ memory.user_id }} / trg_kY9pF34Qy6nB3Wwd25rq4f5z',
    );
  });

  it('inserts values verbatim, replacement patterns included', () => {
    const dollars = templateVariables({ ...memory, content: "costs $& and $1 and $'" }, trigger);
    expect(renderTemplate('[{{memory.content}}]', dollars)).toBe("[costs $& and $1 and $']");
  });

  it("renders the contract's default texts", () => {
    expect(DEFAULT_TEMPLATES).toEqual({
      emailSubject: 'Trigger {{trigger.name}} matched memory {{memory.id}}',
      chatMessage: '{{trigger.name}}: {{memory.content}}',
      logMessage: 'Trigger {{trigger.name}} matched memory {{memory.id}}',
    });
    expect(renderTemplate(DEFAULT_TEMPLATES.emailSubject, vars)).toBe(
      'Trigger Billing decisions matched memory mem_WUw8y9xw1TsNbC0NP9b9uDK7',
    );
    expect(renderTemplate(DEFAULT_TEMPLATES.chatMessage, vars)).toBe('Billing decisions: We decided to bill annually.');
  });
});
