// A real HTTPS receiver that a test server may call: its CA written to a file for
// OUTBOUND_CA_FILE, and 127.0.0.1 allowed past the SSRF guard.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHttpsReceiver, type HttpsReceiver } from './https-receiver.js';

export interface OutboundFixture {
  receiver: HttpsReceiver;
  caFile: string;
  /** Settings for a server that delivers to the receiver. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startOutboundFixture(): Promise<OutboundFixture> {
  const receiver = await startHttpsReceiver();
  const dir = mkdtempSync(join(tmpdir(), 'memsvc-outbound-'));
  const caFile = join(dir, 'ca.pem');
  writeFileSync(caFile, receiver.caPem);
  return {
    receiver,
    caFile,
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1', OUTBOUND_CA_FILE: caFile, EVENT_DISPATCH_INTERVAL_MS: '50' },
    async close() {
      await receiver.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
