// A real SMTP server for tests: plain TCP on 127.0.0.1 at a random port, no TLS, any login (or
// none) accepted, every message kept. The subject and text are decoded just enough for
// assertions (RFC 2047 encoded words; quoted-printable or base64 single-part bodies); `raw`
// keeps the message exactly as received.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The user name of the login, null when the client did not log in. */
  user: string | null;
  raw: string;
  subject: string;
  text: string;
}

export interface SmtpSinkOptions {
  /** Recipients refused with `550 No such mailbox`. */
  rejectRecipients?: readonly string[];
  /** When given, only this login is accepted (others get 535). */
  credentials?: { user: string; pass: string };
}

export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private readonly waiters = new Set<() => void>();

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
    const refused = new Set((options.rejectRecipients ?? []).map((a) => a.toLowerCase()));
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      disableReverseLookup: true,
      logger: false,
      onAuth(auth, _session, callback) {
        const wanted = options.credentials;
        if (wanted && (auth.username !== wanted.user || auth.password !== wanted.pass)) {
          callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
          return;
        }
        callback(null, { user: auth.username ?? '' });
      },
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error(`No such mailbox: ${address.address}`), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const { subject, text } = parseMessage(raw);
          const mailFrom = session.envelope.mailFrom;
          sink.receive({
            from: mailFrom === false ? '' : mailFrom.address,
            to: session.envelope.rcptTo.map((r) => r.address),
            user: typeof session.user === 'string' && session.user !== '' ? session.user : null,
            raw,
            subject,
            text,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    // the server's handlers above receive messages only after it listens, when sink is set
    const sink = new SmtpSink(server, (server.server.address() as AddressInfo).port);
    return sink;
  }

  /** An smtp:// URL of this server, with a login when given. */
  url(user?: string, pass?: string): string {
    const login = user === undefined ? '' : `${encodeURIComponent(user)}:${encodeURIComponent(pass ?? '')}@`;
    return `smtp://${login}127.0.0.1:${this.port}`;
  }

  /** Resolves with the messages once at least `count` arrived; rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs: number): Promise<ReceivedMail[]> {
    if (this.messages.length >= count) return this.messages.slice();
    return new Promise<ReceivedMail[]>((resolve, reject) => {
      const check = () => {
        if (this.messages.length < count) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(this.messages.slice());
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(
          new Error(
            `The SMTP sink received ${this.messages.length} of ${count} expected messages within ${timeoutMs} ms.`,
          ),
        );
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private receive(mail: ReceivedMail): void {
    this.messages.push(mail);
    for (const waiter of [...this.waiters]) waiter();
  }
}

/** The decoded Subject header and body of a single-part message. */
function parseMessage(raw: string): { subject: string; text: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = split < 0 ? normalized : normalized.slice(0, split);
  const body = split < 0 ? '' : normalized.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, (fold) => ` ${fold.trimStart()}`).split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  let text: string;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  else if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else text = body;
  return { subject: decodeEncodedWords(headers.get('subject') ?? ''), text: text.replace(/\n$/, '') };
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\n/g, ''); // soft line breaks
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047: `=?charset?Q|B?text?=` words; whitespace between adjacent encoded words is dropped. */
function decodeEncodedWords(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(word, (_whole, _charset: string, kind: string, data: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      return decodeQuotedPrintable(data.replace(/_/g, ' '));
    });
}
