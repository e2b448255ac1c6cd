import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_INT8_MODEL_DIR, DEFAULT_MODEL_DIR, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('has working defaults: the embedded database on 127.0.0.1:8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: null,
      genericBasePath: '/generic/v1',
      environment: 'development',
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.validateResponses).toBe(true);
  });

  it('turns response validation off in production unless asked', () => {
    expect(loadConfig({ SERVICE_ENV: 'production' }).validateResponses).toBe(false);
    expect(loadConfig({ SERVICE_ENV: 'production', VALIDATE_RESPONSES: 'true' }).validateResponses).toBe(true);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@db:5432/mem',
      GENERIC_BASE_PATH: '/mem0/v1/',
      BODY_LIMIT_BYTES: '2048',
      SESSION_SECRET: 'x'.repeat(40),
      SESSION_TTL_SECONDS: '600',
      DATABASE_POOL_SIZE: '3',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@db:5432/mem',
      genericBasePath: '/mem0/v1',
      bodyLimitBytes: 2048,
      sessionTtlSeconds: 600,
      databasePoolSize: 3,
      logLevel: 'warn',
    });
  });

  it('reports every bad value at once, each with what is expected', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://u:secret@h/db',
        GENERIC_BASE_PATH: '/v1/generic',
        SESSION_SECRET: 'short',
        LOG_LEVEL: 'loud',
        VALIDATE_RESPONSES: 'maybe',
      });
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

  it('runs the installed embedding model in process by default, and reads the embedding settings', () => {
    const defaults = loadConfig({});
    expect(defaults.embedding).toMatchObject({
      provider: 'local',
      maxBatch: 32,
      maxWaitMs: 0,
      readyTimeoutMs: 30_000,
      endpointUrl: null,
      apiToken: null,
    });
    expect(defaults.embedding.modelDir).toMatch(/tools[\\/]models[\\/]service-embed-v1$/);
    const hosted = loadConfig({
      EMBEDDING_PROVIDER: 'huggingface',
      EMBEDDING_ENDPOINT_URL: 'https://example.invalid/models/all-mpnet-base-v2',
      EMBEDDING_API_TOKEN: 'hf_x',
      EMBEDDING_THREADS: '3',
      EMBEDDING_MAX_BATCH: '16',
    });
    expect(hosted.embedding).toMatchObject({
      provider: 'huggingface',
      endpointUrl: 'https://example.invalid/models/all-mpnet-base-v2',
      apiToken: 'hf_x',
      threads: 3,
      maxBatch: 16,
    });
  });

  it('runs the fp32 model unless EMBEDDING_VARIANT asks for int8, and refuses any other variant', () => {
    expect(loadConfig({}).embedding).toMatchObject({
      variant: 'fp32',
      modelDir: DEFAULT_MODEL_DIR,
      int8ModelDir: DEFAULT_INT8_MODEL_DIR,
    });
    expect(loadConfig({ EMBEDDING_VARIANT: ' int8 ' }).embedding.variant).toBe('int8');
    expect(
      loadConfig({ EMBEDDING_VARIANT: 'int8', EMBEDDING_INT8_MODEL_DIR: 'models/q' }).embedding.int8ModelDir,
    ).toMatch(/models\/q$/);
    expect(() => loadConfig({ EMBEDDING_VARIANT: 'int4' })).toThrow(/EMBEDDING_VARIANT=int4 must be one of fp32, int8/);
    expect(() => loadConfig({ EMBEDDING_VARIANT: 'INT8' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        EMBEDDING_PROVIDER: 'huggingface',
        EMBEDDING_ENDPOINT_URL: 'https://example.invalid/m',
        EMBEDDING_VARIANT: 'int8',
      }),
    ).toThrow(/EMBEDDING_VARIANT=int8 applies to the local model only/);
  });

  it('runs the query lane on one thread unless EMBEDDING_QUERY_THREADS says otherwise', () => {
    expect(loadConfig({}).embedding.queryThreads).toBe(1);
    expect(loadConfig({ EMBEDDING_QUERY_THREADS: '2' }).embedding.queryThreads).toBe(2);
    expect(() => loadConfig({ EMBEDDING_QUERY_THREADS: '0' })).toThrow(/EMBEDDING_QUERY_THREADS/);
  });

  it('runs the query lane on EMBEDDING_QUERY_VARIANT, int8 unless it names fp32', () => {
    expect(loadConfig({}).embedding.queryVariant).toBe('int8');
    expect(loadConfig({ EMBEDDING_QUERY_VARIANT: 'fp32' }).embedding.queryVariant).toBe('fp32');
    expect(loadConfig({ EMBEDDING_QUERY_VARIANT: ' int8 ' }).embedding.queryVariant).toBe('int8');
    expect(() => loadConfig({ EMBEDDING_QUERY_VARIANT: 'int4' })).toThrow(
      /EMBEDDING_QUERY_VARIANT=int4 must be one of fp32, int8/,
    );
    expect(() =>
      loadConfig({
        EMBEDDING_PROVIDER: 'huggingface',
        EMBEDDING_ENDPOINT_URL: 'https://example.invalid/m',
        EMBEDDING_QUERY_VARIANT: 'int8',
      }),
    ).toThrow(/EMBEDDING_QUERY_VARIANT applies to the local model only/);
  });

  it('refuses a hosted provider without an endpoint, and bad embedding values', () => {
    expect(() => loadConfig({ EMBEDDING_PROVIDER: 'huggingface' })).toThrow(
      /EMBEDDING_PROVIDER=huggingface needs EMBEDDING_ENDPOINT_URL/,
    );
    expect(() => loadConfig({ EMBEDDING_PROVIDER: 'openai' })).toThrow(
      /EMBEDDING_PROVIDER=openai must be one of local, huggingface/,
    );
    expect(() => loadConfig({ EMBEDDING_ENDPOINT_URL: 'ftp://x' })).toThrow(/EMBEDDING_ENDPOINT_URL must be an http/);
    expect(() => loadConfig({ EMBEDDING_MAX_BATCH: '0' })).toThrow(
      /EMBEDDING_MAX_BATCH=0 must be a whole number from 1 to 256/,
    );
  });
});
