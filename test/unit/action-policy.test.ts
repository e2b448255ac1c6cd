// The action policy's rules (recipients, channels per account, cap messages) and how the
// configuration reads them.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import {
  capMessage,
  capsOf,
  channelRefusal,
  chatWebhookUrl,
  DEFAULT_ACTION_CAPS,
  recipientRefusal,
  windowEnd,
  type ChatChannels,
} from '../../src/modules/triggers/action-policy.js';

describe('recipientRefusal', () => {
  it('allows an allowed domain (any letter case) and the account’s own address, nothing else', () => {
    expect(recipientRefusal('oncall@Example.COM', ['example.com'], null)).toBeNull();
    expect(recipientRefusal('Me@Mine.test', [], 'me@mine.test')).toBeNull();
    expect(recipientRefusal('x@sub.example.com', ['example.com'], null)).toMatch(
      /sub\.example\.com to EMAIL_ALLOWED_DOMAINS/,
    );
    expect(recipientRefusal('other@mine.test', [], 'me@mine.test')).toMatch(/EMAIL_ALLOWED_DOMAINS is empty/);
    expect(recipientRefusal('a@b.test', ['example.com', 'corp.test'], null)).toMatch(
      /the allowed domains are example\.com, corp\.test/,
    );
  });
});

describe('chat channels', () => {
  const channels: ChatChannels = {
    byAccount: { acc_a: { '#ops': 'https://hooks.test/a' } },
    shared: { '#all': 'https://hooks.test/all' },
  };
  it('resolve an account’s own channels, then shared ones, never another account’s', () => {
    expect(chatWebhookUrl(channels, 'acc_a', '#ops')).toBe('https://hooks.test/a');
    expect(chatWebhookUrl(channels, 'acc_b', '#ops')).toBeUndefined();
    expect(chatWebhookUrl(channels, 'acc_b', '#all')).toBe('https://hooks.test/all');
    expect(chatWebhookUrl(channels, 'acc_a', 'toString')).toBeUndefined();
    expect(channelRefusal(channels, 'acc_a', '#ops')).toBeNull();
    expect(channelRefusal(channels, 'acc_b', '#ops')).toMatch(
      /No chat channel '#ops' is configured for this account .*#all/,
    );
    expect(channelRefusal({ byAccount: {}, shared: {} }, 'acc_b', '#ops')).toMatch(
      /none is configured for this account/,
    );
  });
});

describe('caps', () => {
  it('name the cap and its reset time', () => {
    expect(capsOf(DEFAULT_ACTION_CAPS, 'email')).toEqual({ perHour: 20, perDay: 100 });
    expect(capsOf(DEFAULT_ACTION_CAPS, 'chat')).toEqual({ perHour: 60, perDay: 500 });
    const hour = new Date('2025-03-04T05:00:00Z');
    expect(windowEnd(hour, 'hour').toISOString()).toBe('2025-03-04T06:00:00.000Z');
    expect(windowEnd(new Date('2025-03-04T00:00:00Z'), 'day').toISOString()).toBe('2025-03-05T00:00:00.000Z');
    expect(capMessage('email', 'day', 100, new Date('2025-03-05T00:00:00Z'))).toBe(
      'Not sent: the account reached its cap of 100 e-mails per day (UTC) (ACTION_EMAILS_PER_DAY); it resets at 2025-03-05T00:00:00.000Z.',
    );
    expect(capMessage('chat', 'hour', 60, windowEnd(hour, 'hour'))).toMatch(
      /60 chat messages per hour \(ACTION_CHAT_PER_HOUR\)/,
    );
  });
});

describe('configuration', () => {
  it('reads caps, allowed domains and per-account channels with their defaults', () => {
    const defaults = loadConfig({}).events;
    expect(defaults.actionCaps).toEqual(DEFAULT_ACTION_CAPS);
    expect(defaults.emailAllowedDomains).toEqual([]);
    expect(defaults.chatChannels).toEqual({ byAccount: {}, shared: {} });
    const events = loadConfig({
      ACTION_EMAILS_PER_HOUR: '3',
      ACTION_CHAT_PER_DAY: '7',
      EMAIL_ALLOWED_DOMAINS: ' Example.com, @corp.test ,',
      CHAT_WEBHOOK_URLS: JSON.stringify({ acc_a: { '#ops': 'https://hooks.test/a' } }),
    }).events;
    expect(events.actionCaps).toEqual({ ...DEFAULT_ACTION_CAPS, emailsPerHour: 3, chatPerDay: 7 });
    expect(events.emailAllowedDomains).toEqual(['example.com', 'corp.test']);
    expect(events.chatChannels).toEqual({ byAccount: { acc_a: { '#ops': 'https://hooks.test/a' } }, shared: {} });
  });

  it('takes channels shared by every account only with CHAT_CHANNELS_SHARED=true', () => {
    const flat = JSON.stringify({ '#ops': 'https://hooks.test/ops' });
    expect(() => loadConfig({ CHAT_WEBHOOK_URLS: flat })).toThrow(/CHAT_CHANNELS_SHARED=true/);
    expect(loadConfig({ CHAT_WEBHOOK_URLS: flat, CHAT_CHANNELS_SHARED: 'true' }).events.chatChannels).toEqual({
      byAccount: {},
      shared: { '#ops': 'https://hooks.test/ops' },
    });
  });

  it('refuses bad values', () => {
    for (const env of [
      { ACTION_EMAILS_PER_HOUR: '0' },
      { EMAIL_ALLOWED_DOMAINS: 'not a domain' },
      { CHAT_WEBHOOK_URLS: JSON.stringify({ acc_a: { '#ops': 'http://plain.test' } }) },
      { CHAT_WEBHOOK_URLS: '[1]' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});
