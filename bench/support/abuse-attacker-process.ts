// The attacker process of `npm run bench -- abuse` (started by startAttackers in abuse-attacks.ts):
// given its plan as JSON in its first argument, it says "ready", waits for a line on its input
// with the time the attacks end (milliseconds since the epoch), runs them, and writes their
// tallies as one line of JSON.
import { createInterface } from 'node:readline';
import { runAttacks, type AttackPlan } from './abuse-attacks.js';

const plan = JSON.parse(process.argv[2] ?? '') as AttackPlan;
const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
for await (const line of lines) {
  const tallies = await runAttacks(plan, Number(line));
  process.stdout.write(`${JSON.stringify(tallies)}\n`);
  break;
}
lines.close();
process.exit(0);
