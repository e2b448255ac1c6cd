// What keeps EMAIL_ALERT and CHAT_NOTIFICATION actions from being abused (issue 22):
//
// - Recipients: an e-mail goes only to an address whose domain the operator allows
//   (EMAIL_ALLOWED_DOMAINS) or to the account's own sign-up address.
// - Channels: a chat channel resolves within the account that names it (CHAT_WEBHOOK_URLS keyed
//   by account id); channels shared by every account exist only when the operator opts in with
//   CHAT_CHANNELS_SHARED=true (a single-tenant deployment).
// - Caps: e-mails and chat messages per account per UTC clock hour and UTC day
//   (ACTION_EMAILS_PER_HOUR/DAY, ACTION_CHAT_PER_HOUR/DAY), counted in the database
//   (TriggersRepository.takeActionSend), so every instance shares them.
//
// The recipient and channel rules are checked when a trigger is created or changed (400
// INVALID_ACTIONS) and again when the action runs, since the configuration may have changed.

/** Chat channels: those of each account, and those every account may use (operator opt-in). */
export interface ChatChannels {
  /** Account id -> channel -> Slack-compatible incoming-webhook URL. */
  byAccount: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Channel -> URL, usable by every account; empty unless CHAT_CHANNELS_SHARED=true. */
  shared: Readonly<Record<string, string>>;
}

export interface ActionCaps {
  emailsPerHour: number;
  emailsPerDay: number;
  chatPerHour: number;
  chatPerDay: number;
}

export interface ActionPolicySettings {
  /** Lower-case domains any account may e-mail. */
  emailAllowedDomains: readonly string[];
  chatChannels: ChatChannels;
  caps: ActionCaps;
}

export const DEFAULT_ACTION_CAPS: ActionCaps = {
  emailsPerHour: 20,
  emailsPerDay: 100,
  chatPerHour: 60,
  chatPerDay: 500,
};

export const NO_CHAT_CHANNELS: ChatChannels = { byAccount: {}, shared: {} };

/** A kind of action that is capped per account. */
export type CappedKind = 'email' | 'chat';

/** The hourly and daily caps of a kind of action. */
export function capsOf(caps: ActionCaps, kind: CappedKind): { perHour: number; perDay: number } {
  return kind === 'email'
    ? { perHour: caps.emailsPerHour, perDay: caps.emailsPerDay }
    : { perHour: caps.chatPerHour, perDay: caps.chatPerDay };
}

/**
 * Why an EMAIL_ALERT may not go to `to`, or null when it may: its domain is allowed, or it is
 * the account's own address (compared without regard to letter case).
 */
export function recipientRefusal(
  to: string,
  allowedDomains: readonly string[],
  accountEmail: string | null,
): string | null {
  const address = to.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  if (allowedDomains.includes(domain)) return null;
  if (accountEmail !== null && accountEmail.trim().toLowerCase() === address) return null;
  const domains =
    allowedDomains.length === 0
      ? 'no domains are allowed on this service (EMAIL_ALLOWED_DOMAINS is empty)'
      : `the allowed domains are ${allowedDomains.join(', ')}`;
  return `E-mail alerts may only go to the account's own address or to an allowed domain, and ${to} is neither: ${domains}. Send to the account's own address, or ask the operator to add ${domain} to EMAIL_ALLOWED_DOMAINS.`;
}

/** The incoming-webhook URL of a channel for an account: its own channels first, then shared ones. */
export function chatWebhookUrl(channels: ChatChannels, accountId: string, channel: string): string | undefined {
  const own = channels.byAccount[accountId];
  if (own && Object.hasOwn(own, channel)) return own[channel];
  return Object.hasOwn(channels.shared, channel) ? channels.shared[channel] : undefined;
}

/** Why a CHAT_NOTIFICATION may not post to `channel`, or null when it may. */
export function channelRefusal(channels: ChatChannels, accountId: string, channel: string): string | null {
  if (chatWebhookUrl(channels, accountId, channel) !== undefined) return null;
  const own = Object.keys(channels.byAccount[accountId] ?? {});
  const available = [...new Set([...own, ...Object.keys(channels.shared)])];
  const known =
    available.length === 0
      ? 'none is configured for this account'
      : `the account's channels are ${available.join(', ')}`;
  return `No chat channel '${channel}' is configured for this account (CHAT_WEBHOOK_URLS): ${known}. Ask the operator to add it under the account id.`;
}

/** The message of an action refused by a cap: which cap, and when its window ends. */
export function capMessage(kind: CappedKind, window: 'hour' | 'day', limit: number, resetsAt: Date): string {
  const what = kind === 'email' ? 'e-mails' : 'chat messages';
  const setting = `ACTION_${kind === 'email' ? 'EMAILS' : 'CHAT'}_PER_${window === 'hour' ? 'HOUR' : 'DAY'}`;
  return `Not sent: the account reached its cap of ${limit} ${what} per ${window === 'hour' ? 'hour' : 'day (UTC)'} (${setting}); it resets at ${resetsAt.toISOString()}.`;
}

/** The start of the next UTC hour or day after a window start. */
export function windowEnd(start: Date, window: 'hour' | 'day'): Date {
  return new Date(start.getTime() + (window === 'hour' ? 3_600_000 : 86_400_000));
}
