// Operator commands: `npm run admin -- <command> ...`.
//
//   set-tier EMAIL TIER   change an account's tier (free, builder, scale, enterprise);
//                         it applies to every request made after the command returns.
//
// Works on the configured database: PostgreSQL at DATABASE_URL, or the embedded database in
// DATA_DIR (through the running server when one is serving it).
import { ConfigError, loadConfig } from '../config.js';
import { AccountsRepository } from '../modules/accounts/accounts.repository.js';
import { TIER_NAMES, isTier } from '../modules/accounts/tiers.js';
import { openDatabase } from '../platform/db/database.js';

const USAGE = `usage: npm run admin -- set-tier EMAIL TIER   (TIER: ${TIER_NAMES.join(', ')})`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'set-tier' || rest.length !== 2) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const [email, tier] = rest as [string, string];
  if (!isTier(tier)) {
    process.stderr.write(`'${tier}' is not a tier. ${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase({ ...config, databasePoolSize: 1 }, { joinRunningEmbedded: true });
  try {
    const changed = await new AccountsRepository(db.orm).setTier(email, tier);
    if (!changed) {
      process.stderr.write(`No account has the e-mail address ${email}.\n`);
      return 1;
    }
    // running instances reuse a resolved caller for up to AUTH_CACHE_TTL_MS: wait that out, so
    // the change applies to every request made after this command returns
    await new Promise((resolve) => setTimeout(resolve, config.authCacheTtlMs));
    process.stdout.write(`${email} is now on the ${tier} tier.\n`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`${err instanceof ConfigError ? err.message : `admin failed: ${err instanceof Error ? err.message : String(err)}`}\n`);
    process.exit(1);
  },
);
