// Outgoing e-mail (EMAIL_ALERT trigger actions) behind a narrow port, with an SMTP adapter.
//
// One connection per message, no pool: alerts are rare, and a pooled connection that the server
// closed while idle would turn into a failure of the next alert. Every wait (DNS, connect, the
// greeting, each command) is bounded by `timeoutMs`, and so is the whole send, so an action never
// hangs its job. Failures are rethrown as errors a person can act on: which server, which step,
// what the server answered, and what to check. They never include the password of the URL.
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailReceipt {
  /** The Message-ID header of the message sent. */
  messageId: string;
  responseTimeMs: number;
}

export interface Mailer {
  /** Resolves once the server accepted the message; rejects with an explanation otherwise. */
  send(message: MailMessage): Promise<MailReceipt>;
  close(): Promise<void>;
}

export interface SmtpMailerOptions {
  /** smtp://[user:pass@]host[:port] (STARTTLS when offered) or smtps://... (TLS from the start). */
  url: string;
  /** The From header and envelope sender, e.g. `Alerts <alerts@example.com>`. */
  from: string;
  timeoutMs: number;
}

/** The fields nodemailer sets on its errors that say what went wrong. */
interface SmtpFailure extends Error {
  code?: string;
  originalCode?: string;
  command?: string;
  response?: string;
  responseCode?: number;
  rejected?: string[];
  timeoutType?: string;
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;
  private readonly server: string;
  private readonly user: string | null;

  constructor(private readonly options: SmtpMailerOptions) {
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      throw new TypeError('The SMTP URL is not a valid URL; use smtp://user:pass@host:port or smtps://...');
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
      throw new TypeError(`The SMTP URL must start with smtp:// or smtps://, not ${url.protocol}//.`);
    }
    if (!(options.timeoutMs > 0)) throw new TypeError('timeoutMs must be a positive number of milliseconds.');
    this.server = `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
    this.user = url.username === '' ? null : decodeURIComponent(url.username);
    this.transport = createTransport({
      url: options.url,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
      dnsTimeout: options.timeoutMs,
      logger: false,
      debug: false,
    });
  }

  async send(message: MailMessage): Promise<MailReceipt> {
    const started = performance.now();
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      return { messageId: String(info.messageId), responseTimeMs: Math.round(performance.now() - started) };
    } catch (err) {
      throw new Error(this.explain(err as SmtpFailure, message, Math.round(performance.now() - started)), {
        cause: err,
      });
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }

  private explain(err: SmtpFailure, message: MailMessage, elapsedMs: number): string {
    const server = `the SMTP server ${this.server}`;
    const answer = err.response ? ` The server answered: ${oneLine(err.response)}.` : '';
    const code = err.originalCode ?? err.code;
    switch (err.code) {
      case 'EAUTH':
        return `${capitalize(server)} refused the login${this.user ? ` of user '${this.user}'` : ''}.${answer} Check the user name and password in the SMTP URL (SMTP_URL).`;
      case 'ENOAUTH':
        return `${capitalize(server)} requires a login, and the SMTP URL (SMTP_URL) has no user name and password.`;
      case 'EENVELOPE':
        if (err.command?.startsWith('MAIL')) {
          return `${capitalize(server)} refused the sender address ${this.options.from}.${answer} Use a sender the server accepts (SMTP_FROM).`;
        }
        return `${capitalize(server)} refused the recipient ${(err.rejected ?? [message.to]).join(', ')}.${answer} Check the address in the action's "to".`;
      case 'EMESSAGE':
        return `${capitalize(server)} refused the message.${answer}`;
      case 'ETLS':
        return `The TLS handshake with ${server} failed (${oneLine(err.message)}). Check the server's certificate, or use smtp:// for a server without TLS.`;
      case 'EDNS':
        return `The SMTP host of ${this.server} could not be resolved (${oneLine(err.message)}). Check the host name in the SMTP URL (SMTP_URL).`;
      case 'ETIMEDOUT':
        return `${capitalize(server)} did not answer within ${this.options.timeoutMs} ms${err.timeoutType ? ` (${timeoutStep(err.timeoutType)})` : ''}. Check that it is running and reachable from this service.`;
      case 'EABORT':
        return `Sending through ${server} did not finish within ${this.options.timeoutMs} ms; it was abandoned after ${elapsedMs} ms. Check that the server is running and reachable from this service.`;
    }
    if (code === 'ECONNREFUSED') {
      return `Could not connect to ${server}: the connection was refused. Check the host and port in the SMTP URL (SMTP_URL) and that the server is running.`;
    }
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      return `The SMTP host of ${this.server} could not be resolved. Check the host name in the SMTP URL (SMTP_URL).`;
    }
    if (code === 'ECONNRESET' || code === 'ECONNECTION' || code === 'EPIPE') {
      return `${capitalize(server)} closed the connection unexpectedly (${oneLine(err.message)}).${answer} If it expects TLS from the start, use smtps://; otherwise check its logs.`;
    }
    if (err.responseCode !== undefined) {
      return `${capitalize(server)} refused to send the message (${err.command ?? 'SMTP'} answered ${err.responseCode}).${answer}`;
    }
    return `Sending through ${server} failed: ${oneLine(err.message)}.`;
  }
}

function timeoutStep(type: string): string {
  switch (type) {
    case 'CONNECT_TIMEOUT':
      return 'connecting';
    case 'GREETING_TIMEOUT':
      return 'waiting for its greeting';
    case 'UPGRADE_TIMEOUT':
      return 'upgrading to TLS';
    default:
      return 'waiting for an answer';
  }
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim().replace(/[.]$/, '');
  return line.length > 300 ? `${line.slice(0, 300)}...` : line;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
