import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('has working defaults: the embedded database on 127.0.0.1:8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, databaseUrl: null, genericBasePath: '/generic/v1', environment: 'development' });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.validateResponses).toBe(true);
  });

  it('turns response validation off in production unless asked', () => {
    expect(loadConfig({ SERVICE_ENV: 'production' }).validateResponses).toBe(false);
    expect(loadConfig({ SERVICE_ENV: 'production', VALIDATE_RESPONSES: 'true' }).validateResponses).toBe(true);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      HOST: '0.0.0.0', PORT: '9000', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u:p@db:5432/mem', GENERIC_BASE_PATH: '/mem0/v1/',
      BODY_LIMIT_BYTES: '2048', SESSION_SECRET: 'x'.repeat(40), SESSION_TTL_SECONDS: '600', DATABASE_POOL_SIZE: '3', LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0', port: 9000, dataDir: '/tmp/x', databaseUrl: 'postgres://u:p@db:5432/mem', genericBasePath: '/mem0/v1',
      bodyLimitBytes: 2048, sessionTtlSeconds: 600, databasePoolSize: 3, logLevel: 'warn',
    });
  });

  it('reports every bad value at once, each with what is expected', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://u:secret@h/db', GENERIC_BASE_PATH: '/v1/generic', SESSION_SECRET: 'short', LOG_LEVEL: 'loud', VALIDATE_RESPONSES: 'maybe' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/PORT=eighty must be a whole number from 0 to 65535/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must be a postgres:\/\//);
    expect(problems.join('\n')).not.toContain('secret'); // the password is masked
    expect(problems.join('\n')).toMatch(/GENERIC_BASE_PATH=\/v1\/generic must be a path .* outside \/v1/);
    expect(problems.join('\n')).toMatch(/SESSION_SECRET must be at least 32 characters/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL=loud must be one of debug, info, warn, error, silent/);
    expect(problems.join('\n')).toMatch(/VALIDATE_RESPONSES=maybe must be true or false/);
  });
});
