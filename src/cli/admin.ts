// Operator commands: `npm run admin -- <command> ...`.
//
//   set-tier EMAIL TIER           change an account's tier (free, builder, scale, enterprise);
//                                 it applies to every request made after the command returns.
//   create-key EMAIL [live|test]  issue another key for the account (default test: a pr_test_
//                                 key, counted apart and never refused by monthly quotas);
//                                 the key is printed once.
//   revoke-key                    revoke the API key read from standard input (one line, so it
//                                 shows in no process list or shell history), and with it every
//                                 session token made from it.
//   rotate-key                    revoke the API key read from standard input and print a new key
//                                 of the same environment for its account, once.
// Changes to tiers and keys apply to every request made after the command returns.
//
// Works on the configured database: PostgreSQL at DATABASE_URL, or the embedded database in
// DATA_DIR (through the running server when one is serving it).
import { ConfigError, loadConfig, type Config } from '../config.js';
import { AccountsRepository } from '../modules/accounts/accounts.repository.js';
import type { KeyEnvironment } from '../modules/accounts/api-key.entity.js';
import { generateApiKey, hashApiKey, looksLikeApiKey } from '../modules/accounts/api-key-text.js';
import { TIER_NAMES, isTier, type Tier } from '../modules/accounts/tiers.js';
import { openDatabase, type Database } from '../platform/db/database.js';

const USAGE = [
  'usage: npm run admin -- set-tier EMAIL TIER            (TIER: ' + TIER_NAMES.join(', ') + ')',
  '       npm run admin -- create-key EMAIL [live|test]   (default test)',
  '       npm run admin -- revoke-key < file-with-the-key',
  '       npm run admin -- rotate-key < file-with-the-key',
].join('\n');

type Command = (db: Database, config: Config, args: string[]) => Promise<number>;

const setTier: Command = async (db, config, [email, tier]) => {
  if (!(await new AccountsRepository(db.orm).setTier(email!, tier as Tier))) {
    process.stderr.write(`No account has the e-mail address ${email}.\n`);
    return 1;
  }
  await outwaitAuthCache(config);
  process.stdout.write(`${email} is now on the ${tier} tier.\n`);
  return 0;
};

const createKey: Command = async (db, _config, [email, kind = 'test']) => {
  const environment = kind as KeyEnvironment;
  const key = generateApiKey(environment);
  if (!(await new AccountsRepository(db.orm).addKey(email!, hashApiKey(key), environment))) {
    process.stderr.write(`No account has the e-mail address ${email}.\n`);
    return 1;
  }
  process.stdout.write(`${key}\n`);
  process.stderr.write(`A ${environment} key for ${email}. It is shown this once; store it now.\n`);
  return 0;
};

/**
 * Running instances reuse a resolved caller for up to AUTH_CACHE_TTL_MS: waiting that out makes
 * a change apply to every request made after the command returns.
 */
const outwaitAuthCache = (config: Config) => new Promise((resolve) => setTimeout(resolve, config.authCacheTtlMs));

/** The API key on standard input (its first line); null when that is not a key. */
async function keyFromStdin(): Promise<string | null> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  const key = text.split(/\r?\n/)[0]?.trim() ?? '';
  return looksLikeApiKey(key) ? key : null;
}

function fail(message: string): number {
  process.stderr.write(message);
  return 1;
}

const NOT_A_KEY = 'Standard input does not start with an API key (pr_live_... or pr_test_...).\n';
const NO_ACTIVE_KEY = 'No active key matches; it may have been revoked already.\n';

const revokeKey: Command = async (db, config) => {
  const key = await keyFromStdin();
  if (!key) return fail(NOT_A_KEY);
  if (!(await new AccountsRepository(db.orm).revokeKey(hashApiKey(key)))) return fail(NO_ACTIVE_KEY);
  await outwaitAuthCache(config);
  process.stdout.write('The key is revoked, and so is every session token made from it.\n');
  return 0;
};

const rotateKey: Command = async (db, config) => {
  const key = await keyFromStdin();
  if (!key) return fail(NOT_A_KEY);
  const environment = key.startsWith('pr_test_') ? 'test' : 'live';
  const replacement = generateApiKey(environment);
  if (!(await new AccountsRepository(db.orm).rotateKey(hashApiKey(key), hashApiKey(replacement))))
    return fail(NO_ACTIVE_KEY);
  await outwaitAuthCache(config);
  process.stdout.write(`${replacement}\n`);
  process.stderr.write(
    'The old key and every session token made from it no longer work. The new key is shown this once; store it now.\n',
  );
  return 0;
};

/** The command and its arguments, or why they are wrong. */
function parse(args: string[]): { command: Command; args: string[] } | string {
  const [name, ...rest] = args;
  if (name === 'set-tier' && rest.length === 2) {
    return isTier(rest[1]!) ? { command: setTier, args: rest } : `'${rest[1]}' is not a tier.`;
  }
  if (name === 'create-key' && (rest.length === 1 || rest.length === 2)) {
    return rest[1] === undefined || rest[1] === 'live' || rest[1] === 'test'
      ? { command: createKey, args: rest }
      : `'${rest[1]}' is not live or test.`;
  }
  if (name === 'revoke-key' && rest.length === 0) return { command: revokeKey, args: rest };
  if (name === 'rotate-key' && rest.length === 0) return { command: rotateKey, args: rest };
  return '';
}

async function main(args: string[]): Promise<number> {
  const parsed = parse(args);
  if (typeof parsed === 'string') {
    process.stderr.write(`${parsed ? `${parsed} ` : ''}${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase({ ...config, databasePoolSize: 1 }, { joinRunningEmbedded: true });
  try {
    return await parsed.command(db, config, parsed.args);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(
      `${err instanceof ConfigError ? err.message : `admin failed: ${err instanceof Error ? err.message : String(err)}`}\n`,
    );
    process.exit(1);
  },
);
