import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../src/platform/mail/mailer.js';
import { SmtpSink } from '../support/smtp-sink.js';

const FROM = 'Memory Alerts <alerts@example.com>';

/** A TCP server that accepts connections and never says a word (an SMTP server that hangs). */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('the send succeeded');
}

describe('SmtpMailer against a real SMTP server', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start({ rejectRecipients: ['nobody@example.com'] });
  });

  afterAll(async () => {
    await sink?.close();
  });

  it('delivers the subject, recipient and body', async () => {
    const mailer = new SmtpMailer({ url: sink.url('alerts', 's3cret'), from: FROM, timeoutMs: 5000 });
    const text = [
      'Trigger "Billing decisions" (trg_1) matched a memory.',
      '',
      'Content:    We decided = to bill annually, café included.',
      `Long line:  ${'x'.repeat(150)}`,
    ].join('\n');
    const subject =
      'Trigger Billing décisions matched memory mem_1 — a subject long enough to be folded over several lines';
    const receipt = await mailer.send({ to: 'oncall@example.com', subject, text });
    const [mail] = await sink.waitFor(1, 5000);
    await mailer.close();

    expect(mail).toMatchObject({
      from: 'alerts@example.com',
      to: ['oncall@example.com'],
      user: 'alerts',
      subject,
      text,
    });
    expect(mail!.raw).toContain(`Message-ID: ${receipt.messageId}`);
    expect(mail!.raw).toContain('From: Memory Alerts <alerts@example.com>');
    expect(receipt.messageId).toMatch(/^<.+@.+>$/);
    expect(receipt.responseTimeMs).toBeGreaterThanOrEqual(0);
  });

  it('rejects with the refused recipient and the server answer', async () => {
    const mailer = new SmtpMailer({ url: sink.url(), from: FROM, timeoutMs: 5000 });
    const err = await rejection(mailer.send({ to: 'nobody@example.com', subject: 's', text: 't' }));
    await mailer.close();
    expect(err.message).toContain(`The SMTP server 127.0.0.1:${sink.port} refused the recipient nobody@example.com`);
    expect(err.message).toContain('550');
    expect(err.message).toContain('"to"');
  });

  it('rejects a refused login without revealing the password', async () => {
    const guarded = await SmtpSink.start({ credentials: { user: 'alerts', pass: 'right' } });
    try {
      const mailer = new SmtpMailer({ url: guarded.url('alerts', 'wrong-password'), from: FROM, timeoutMs: 5000 });
      const err = await rejection(mailer.send({ to: 'oncall@example.com', subject: 's', text: 't' }));
      await mailer.close();
      expect(err.message).toContain("refused the login of user 'alerts'");
      expect(err.message).toContain('SMTP_URL');
      expect(err.message).not.toContain('wrong-password');
      expect(guarded.messages).toHaveLength(0);
    } finally {
      await guarded.close();
    }
  });
});

describe('SmtpMailer without a working server', () => {
  it('rejects at once, saying so, when nothing listens on the port', async () => {
    const port = await closedPort();
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM, timeoutMs: 2000 });
    const started = performance.now();
    const err = await rejection(mailer.send({ to: 'oncall@example.com', subject: 's', text: 't' }));
    const elapsedMs = performance.now() - started;
    await mailer.close();
    expect(err.message).toBe(
      `Could not connect to the SMTP server 127.0.0.1:${port}: the connection was refused. Check the host and port in the SMTP URL (SMTP_URL) and that the server is running.`,
    );
    expect(elapsedMs).toBeLessThan(2000);
  });

  it('rejects within the timeout when the server never answers', async () => {
    const silent = await silentServer();
    try {
      const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${silent.port}`, from: FROM, timeoutMs: 1000 });
      const started = performance.now();
      const err = await rejection(mailer.send({ to: 'oncall@example.com', subject: 's', text: 't' }));
      const elapsedMs = performance.now() - started;
      await mailer.close();
      console.log(`silent SMTP server: rejected after ${elapsedMs.toFixed(0)} ms: ${err.message}`);
      expect(err.message).toMatch(
        new RegExp(
          `^(The SMTP server 127\\.0\\.0\\.1:${silent.port} did not answer within 1000 ms|Sending through the SMTP server 127\\.0\\.0\\.1:${silent.port} did not finish within 1000 ms)`,
        ),
      );
      expect(elapsedMs).toBeGreaterThanOrEqual(900);
      expect(elapsedMs).toBeLessThan(3000);
    } finally {
      await silent.close();
    }
  });
});
