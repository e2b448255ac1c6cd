// The HTTPS endpoint that the Dredd run's webhooks point at (the service checks a webhook's URL
// when it is created and delivers to it). It is the test suites' receiver: a real TLS server on
// 127.0.0.1 whose CA the service trusts through OUTBOUND_CA_FILE.
//
//   node --import tsx contract-tests/dredd-receiver.ts CA_FILE
//
// writes the CA to CA_FILE, prints its base URL on one line, and runs until it is stopped.
import { writeFileSync } from 'node:fs';
import { startHttpsReceiver } from '../test/support/https-receiver.js';

const caFile = process.argv[2];
if (!caFile) {
  process.stderr.write('usage: dredd-receiver.ts CA_FILE\n');
  process.exit(2);
}
const receiver = await startHttpsReceiver();
writeFileSync(caFile, receiver.caPem);
process.stdout.write(`${receiver.url('')}\n`);
const stop = () => void receiver.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
