// The environment, parsed once at start into a typed, validated configuration. Nothing else in
// the service reads process.env; every bad value is reported with what is wrong and how to fix it.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ActionCaps, ChatChannels } from './modules/triggers/action-policy.js';
import { openFileLimit } from './platform/open-file-limit.js';

export type Environment = 'production' | 'staging' | 'development';

export interface Config {
  host: string;
  port: number;
  environment: Environment;
  /** Embedded default: PGlite data lives here. Also holds generated secrets and exports. */
  dataDir: string;
  /** When set, PostgreSQL at this URL replaces the embedded database. */
  databaseUrl: string | null;
  /** Base path of the generic (mem0-style) surface. */
  genericBasePath: string;
  /** Validate responses against the contract (on by default outside production). */
  validateResponses: boolean;
  /** Compile every operation's request validator soon after start (otherwise on its first request). */
  warmUpValidators: boolean;
  /** Largest JSON body accepted, in bytes. */
  bodyLimitBytes: number;
  /** Secret that signs session tokens; generated and kept in the database when not given. */
  sessionSecret: string | null;
  sessionTtlSeconds: number;
  /** Connections of the database pool. */
  databasePoolSize: number;
  /** Page cache of the embedded database (its shared_buffers), in MB. */
  embeddedDbCacheMb: number;
  /** Requests per minute per client address on operations without authentication. */
  anonymousRequestsPerMinute: number;
  /** The pace of a caller's requests on one instance, in percent of its per-minute limit a second (0: no pace). */
  rateLimitPerSecondPercent: number;
  /** Client addresses the anonymous limit does not count (an operator's load balancer or monitoring). */
  rateLimitExemptAddresses: string[];
  /** Limits on the TCP connections the service holds (src/http/connection-limits.ts). */
  connections: {
    /** Connections one client address (an IPv6 /64) may hold; exempt addresses are not counted. */
    perAddress: number;
    /** Connections the service holds at most (default: three quarters of the open-file limit). */
    total: number;
    /** How long a new connection may take to send its first request's headers. */
    firstRequestMs: number;
  };
  /** Requests per minute per key of an enterprise account on the generic surface (the specification's "custom"). */
  genericEnterprisePerMinute: number;
  /** How long a resolved caller (and a usage read) may be reused; also how long a tier change takes to apply everywhere. */
  authCacheTtlMs: number;
  /** How often each instance looks for due compression batches. */
  batchTickMs: number;
  /** Background jobs run at once by this instance. */
  jobConcurrency: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  embedding: EmbeddingConfig;
  events: EventsConfig;
  devices: DevicesConfig;
  monitoring: MonitoringConfig;
  /** The built-in vector store for accounts without a vector_db_url: null is pgvector in the service's database. */
  vectorStoreUrl: string | null;
  /** Limits on the vector databases accounts name (vector_db_url); the built-in store has none. */
  vectorDb: VectorDbConfig;
  /** How long a memory write may stay unfinished before the repair pass finishes it. */
  memoryRepairGraceMs: number;
  /** Memory for the in-process search indexes of overflow collections, in MB. */
  overflowIndexCacheMb: number;
  exports: ExportsConfig;
  regex: RegexConfig;
  mcp: McpConfig;
  overflowDecay: {
    /** 0: no time-based decay. */
    intervalMs: number;
    rate: number;
    idleMs: number;
    threshold: number;
  };
}

export interface EmbeddingConfig {
  /** `local`: the installed model in process; `huggingface`: a hosted endpoint. */
  provider: 'local' | 'huggingface';
  /** The installed model, fp32 (and, for the hosted provider, its tokenizer). */
  modelDir: string;
  /** Which build of the local model embeds: `fp32`, or `int8` (weights quantised, in int8ModelDir). */
  variant: EmbeddingVariant;
  /** The int8 variant, written by set-up beside the fp32 model. */
  int8ModelDir: string;
  /** Threads of one model call. */
  threads: number;
  /** Windows per run of the local model. */
  maxBatch: number;
  /** Tokens per model call when requests are batched together (batching-embedder.ts). */
  maxBatchTokens: number;
  /** Longest wait for other requests to batch with when the model is idle. */
  maxWaitMs: number;
  /** Longest wait of a request for a model that is still loading. */
  readyTimeoutMs: number;
  /** A second copy of the local model for short search queries, ahead of everything else (embedders.ts). */
  queryLane: boolean;
  /** Which build of the local model the query lane runs (its vectors are searched against the other's). */
  queryVariant: EmbeddingVariant;
  /** Threads of one query lane call (embedding/index.ts says why one by default). */
  queryThreads: number;
  endpointUrl: string | null;
  apiToken: string | null;
  hostedModel: string;
}

export interface VectorDbConfig {
  /** Host names or IP literals a vector_db_url may name although they are loopback or private (VECTOR_DB_ALLOWED_HOSTS). */
  allowedHosts: string[];
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  /** Connection pools to account vector databases open at once; the least recently used is closed first. */
  maxStores: number;
  /** An account's pool unused this long is closed. */
  idleMs: number;
}

export interface EventsConfig {
  /** How often each instance moves events from the outbox to webhooks and triggers. */
  dispatchIntervalMs: number;
  /** How long dispatched events stay in the outbox. */
  retentionMs: number;
  /** Webhook attempts and trigger actions run at once by this instance. */
  deliveryConcurrency: number;
  /**
   * Hosts (names or IP literals) that outbound calls may reach even though they are loopback or
   * private addresses. Empty in production; tests list their local receiver.
   */
  outboundAllowedHosts: string[];
  /** Extra CA certificates (PEM file) trusted for outbound HTTPS, beside the system's roots. */
  outboundCaFile: string | null;
  /** SMTP server of EMAIL_ALERT actions (smtp:// or smtps:// URL); null: e-mail actions fail. */
  smtpUrl: string | null;
  smtpFrom: string;
  /** Slack-compatible incoming-webhook URL of each CHAT_NOTIFICATION channel, per account (and shared, by opt-in). */
  chatChannels: ChatChannels;
  /** Lower-case domains EMAIL_ALERT actions may send to (beside the account's own address). */
  emailAllowedDomains: string[];
  /** E-mails and chat messages per account per UTC hour and day. */
  actionCaps: ActionCaps;
}

export interface ExportsConfig {
  /** Largest memory export file, in bytes (EXPORT_TOO_LARGE above it). */
  maxBytes: number;
  /** How long a download link stays valid after the export completes. */
  linkTtlSeconds: number;
  /** Memories read and written per page of an export. */
  pageSize: number;
  /** How often expired exports are marked EXPIRED and their files deleted. */
  sweepIntervalMs: number;
  /** Export files an account keeps: a new export expires the oldest completed ones past this. */
  filesPerAccount: number;
}

export interface McpConfig {
  /** Origins (scheme://host[:port]) whose browser pages may call /mcp; requests from any other origin are refused. */
  allowedOrigins: string[];
  /** MCP sessions one account may hold open on this instance; past it the least recently used one is closed. */
  sessionsPerAccount: number;
  /** MCP sessions this instance holds open in all. */
  maxSessions: number;
  /** An MCP session unused this long is closed. */
  sessionIdleMs: number;
}

export interface RegexConfig {
  /** Worker threads that run TEXT_REGEX matches. */
  threads: number;
  /** CPU time one TEXT_REGEX match may use; a match that uses more is stopped and fails. */
  matchBudgetMs: number;
  /** Wall-clock time after which a match is stopped whatever CPU it used (0: 20 budgets). */
  matchCeilingMs: number;
  /** TEXT_REGEX matches that may wait for a thread; beyond, a match fails at once. */
  maxQueued: number;
  /** Overruns of one account's matches in a minute after which its matches fail at once for the rest of that minute. */
  overrunsPerAccountPerMinute: number;
}

export interface DevicesConfig {
  /** How often each instance looks for silent devices and stuck sync jobs. */
  livenessIntervalMs: number;
  /** Heartbeat intervals (of 30 s) without a heartbeat after which an ONLINE device becomes OFFLINE. */
  offlineAfterIntervals: number;
  /** A sync job still IN_PROGRESS after this long becomes FAILED. */
  syncJobTimeoutSeconds: number;
}

export interface MonitoringConfig {
  /** How often each instance writes its request measurements to the database. */
  flushIntervalMs: number;
  /** Bearer token that GET /metrics requires; null: only clients on this machine may read it. */
  metricsToken: string | null;
}

/** Where scripts/embedding-model/install.sh puts the model. */
export const DEFAULT_MODEL_DIR = fileURLToPath(new URL('../tools/models/service-embed-v1', import.meta.url));
/** Where it puts the model's int8 variant. */
export const DEFAULT_INT8_MODEL_DIR = fileURLToPath(new URL('../tools/models/service-embed-v1-int8', import.meta.url));

/** The builds of the local model (docs/intelligence.md#variants); fp32 is the default. */
export const EMBEDDING_VARIANTS = ['fp32', 'int8'] as const;
export type EmbeddingVariant = (typeof EMBEDDING_VARIANTS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** Three quarters of the open-file limit, leaving the rest for the service's own files and connections. */
function defaultMaxConnections(): number {
  const limit = openFileLimit();
  return limit === null ? 10_000 : Math.max(1, Math.floor(limit * 0.75));
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value ? value : fallback;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name}=${raw} must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, fallback: T, allowed: readonly T[]): T => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name}=${raw} must be one of ${allowed.join(', ')}`);
      return fallback;
    }
    return raw as T;
  };
  const fraction = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > 1) {
      problems.push(`${name}=${raw} must be a number from 0 to 1`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name}=${env[name]} must be true or false`);
    return fallback;
  };

  const environment = oneOf<Environment>('SERVICE_ENV', env.NODE_ENV === 'production' ? 'production' : 'development', [
    'production',
    'staging',
    'development',
  ]);

  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push(
      `DATABASE_URL must be a postgres:// or postgresql:// URL (got '${databaseUrl.replace(/:[^:@/]*@/, ':***@')}')`,
    );
  }

  const genericBasePath = text('GENERIC_BASE_PATH', '/generic/v1').replace(/\/+$/, '');
  if (
    !/^(\/[A-Za-z0-9._-]+)+$/.test(genericBasePath) ||
    genericBasePath === '/v1' ||
    genericBasePath.startsWith('/v1/')
  ) {
    problems.push(`GENERIC_BASE_PATH=${genericBasePath} must be a path such as /generic/v1, outside /v1`);
  }

  const sessionSecret = env.SESSION_SECRET?.trim() || null;
  if (sessionSecret && sessionSecret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters');

  const provider = oneOf('EMBEDDING_PROVIDER', 'local', ['local', 'huggingface'] as const);
  const variant = oneOf('EMBEDDING_VARIANT', 'fp32', EMBEDDING_VARIANTS);
  if (provider === 'huggingface' && variant !== 'fp32')
    problems.push(
      `EMBEDDING_VARIANT=${variant} applies to the local model only; the hosted provider (EMBEDDING_PROVIDER=huggingface) runs its own`,
    );
  const queryVariant = oneOf('EMBEDDING_QUERY_VARIANT', 'int8', EMBEDDING_VARIANTS);
  if (provider === 'huggingface' && env.EMBEDDING_QUERY_VARIANT?.trim())
    problems.push(
      `EMBEDDING_QUERY_VARIANT applies to the local model only; the hosted provider (EMBEDDING_PROVIDER=huggingface) has no query lane`,
    );
  const endpointUrl = env.EMBEDDING_ENDPOINT_URL?.trim() || null;
  if (endpointUrl && !/^https?:\/\/.+/.test(endpointUrl))
    problems.push(`EMBEDDING_ENDPOINT_URL must be an http:// or https:// URL (got '${endpointUrl}')`);
  if (provider === 'huggingface' && !endpointUrl)
    problems.push(
      'EMBEDDING_PROVIDER=huggingface needs EMBEDDING_ENDPOINT_URL, the URL of the feature-extraction endpoint',
    );

  const vectorStoreUrl = env.VECTOR_STORE_URL?.trim() || null;
  if (vectorStoreUrl && !/^(postgres(ql)?|milvus|grpc|https?):\/\/.+/.test(vectorStoreUrl)) {
    problems.push(
      `VECTOR_STORE_URL must be a postgres:// (pgvector) or milvus://, grpc://, http(s):// (Milvus) URL (got '${vectorStoreUrl.replace(/:[^:@/]*@/, ':***@')}')`,
    );
  }

  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters');

  const rateLimitExemptAddresses = (env.RATE_LIMIT_EXEMPT_ADDRESSES ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const address of rateLimitExemptAddresses) {
    if (isIP(address) === 0) problems.push(`RATE_LIMIT_EXEMPT_ADDRESSES: '${address}' is not an IP address`);
  }

  const mcpAllowedOrigins = (env.MCP_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of mcpAllowedOrigins) {
    if (!/^https?:\/\/[^/?#\s]+$/i.test(origin))
      problems.push(`MCP_ALLOWED_ORIGINS: '${origin}' is not an origin such as https://app.example.com`);
  }

  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/.+/.test(smtpUrl))
    problems.push(`SMTP_URL must be an smtp:// or smtps:// URL (got '${smtpUrl.replace(/:[^:@/]*@/, ':***@')}')`);
  // CHAT_WEBHOOK_URLS: {"<account id>": {"#ops": "https://..."}} gives an account its channels;
  // a top-level channel ({"#ops": "https://..."}) is shared by every account, which only a
  // single-tenant operator may want: it needs CHAT_CHANNELS_SHARED=true.
  const chatChannelsShared = flag('CHAT_CHANNELS_SHARED', false);
  const chatChannels = ((): ChatChannels => {
    const raw = env.CHAT_WEBHOOK_URLS?.trim();
    if (!raw) return { byAccount: {}, shared: {} };
    const isUrl = (u: unknown): u is string => typeof u === 'string' && /^https:\/\/.+/.test(u);
    const isMap = (v: unknown): v is Record<string, unknown> =>
      typeof v === 'object' && v !== null && !Array.isArray(v);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const byAccount: Record<string, Record<string, string>> = {};
    const shared: Record<string, string> = {};
    if (isMap(parsed) && Object.values(parsed).every((v) => isUrl(v) || (isMap(v) && Object.values(v).every(isUrl)))) {
      for (const [key, value] of Object.entries(parsed)) {
        if (isUrl(value)) shared[key] = value;
        else byAccount[key] = value as Record<string, string>;
      }
      const sharedNames = Object.keys(shared);
      if (sharedNames.length > 0 && !chatChannelsShared) {
        problems.push(
          `CHAT_WEBHOOK_URLS gives ${sharedNames.slice(0, 3).join(', ')} to every account; key channels by account id instead, e.g. {"acc_...": {"#ops": "https://..."}}, or set CHAT_CHANNELS_SHARED=true when every account of this service may post to them`,
        );
      }
      return { byAccount, shared: chatChannelsShared ? shared : {} };
    }
    problems.push(
      'CHAT_WEBHOOK_URLS must be a JSON object mapping each account id to its channels and their https:// incoming-webhook URLs, e.g. {"acc_...": {"#ops": "https://hooks.slack.com/services/..."}}',
    );
    return { byAccount: {}, shared: {} };
  })();
  const emailAllowedDomains = (env.EMAIL_ALLOWED_DOMAINS ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  for (const domain of emailAllowedDomains) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(domain))
      problems.push(`EMAIL_ALLOWED_DOMAINS: '${domain}' is not a domain name such as example.com`);
  }

  const config: Config = {
    host: text('HOST', '127.0.0.1'),
    port: integer('PORT', 8080, 0, 65535),
    environment,
    dataDir: resolve(text('DATA_DIR', './data')),
    databaseUrl,
    genericBasePath,
    validateResponses: flag('VALIDATE_RESPONSES', environment !== 'production'),
    warmUpValidators: flag('WARM_UP_VALIDATORS', true),
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    sessionSecret,
    sessionTtlSeconds: integer('SESSION_TTL_SECONDS', 3600, 60, 86400),
    databasePoolSize: integer('DATABASE_POOL_SIZE', 10, 1, 100),
    embeddedDbCacheMb: integer('EMBEDDED_DB_CACHE_MB', 512, 16, 2048),
    anonymousRequestsPerMinute: integer('RATE_LIMIT_ANONYMOUS_PER_MINUTE', 60, 1, 1_000_000),
    rateLimitPerSecondPercent: integer('RATE_LIMIT_PER_SECOND_PERCENT', 10, 0, 100),
    rateLimitExemptAddresses,
    connections: {
      perAddress: integer('MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 1_000_000),
      total: integer('MAX_CONNECTIONS', defaultMaxConnections(), 1, 10_000_000),
      firstRequestMs: integer('FIRST_REQUEST_TIMEOUT_MS', 15_000, 100, 300_000),
    },
    genericEnterprisePerMinute: integer('GENERIC_RATE_LIMIT_ENTERPRISE_PER_MINUTE', 10_000, 1, 10_000_000),
    authCacheTtlMs: integer('AUTH_CACHE_TTL_MS', 1000, 0, 60_000),
    batchTickMs: integer('BATCH_TICK_MS', 15_000, 50, 3_600_000),
    jobConcurrency: integer('JOB_CONCURRENCY', 2, 1, 64),
    logLevel: oneOf('LOG_LEVEL', 'info', ['debug', 'info', 'warn', 'error', 'silent'] as const),
    vectorStoreUrl,
    vectorDb: {
      allowedHosts: (env.VECTOR_DB_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      connectTimeoutMs: integer('VECTOR_DB_CONNECT_TIMEOUT_MS', 5000, 10, 120_000),
      statementTimeoutMs: integer('VECTOR_DB_STATEMENT_TIMEOUT_MS', 10_000, 10, 600_000),
      maxStores: integer('VECTOR_DB_MAX_POOLS', 100, 1, 10_000),
      idleMs: integer('VECTOR_DB_IDLE_MS', 600_000, 1000, 86_400_000),
    },
    memoryRepairGraceMs: integer('MEMORY_REPAIR_GRACE_MS', 30_000, 0, 3_600_000),
    overflowIndexCacheMb: integer('OVERFLOW_INDEX_CACHE_MB', 512, 16, 65_536),
    exports: {
      maxBytes: integer('EXPORT_MAX_BYTES', 10 * 1024 ** 3, 1, Number.MAX_SAFE_INTEGER),
      linkTtlSeconds: integer('EXPORT_LINK_TTL_SECONDS', 86_400, 1, 365 * 86_400),
      pageSize: integer('EXPORT_PAGE_SIZE', 500, 1, 10_000),
      sweepIntervalMs: integer('EXPORT_SWEEP_INTERVAL_MS', 60_000, 50, 86_400_000),
      filesPerAccount: integer('EXPORT_FILES_PER_ACCOUNT', 10, 1, 10_000),
    },
    regex: {
      threads: integer('REGEX_THREADS', 2, 1, 16),
      matchBudgetMs: integer('REGEX_MATCH_BUDGET_MS', 250, 10, 60_000),
      matchCeilingMs: integer('REGEX_MATCH_CEILING_MS', 0, 0, 600_000),
      maxQueued: integer('REGEX_MAX_QUEUED', 1000, 1, 100_000),
      overrunsPerAccountPerMinute: integer('REGEX_OVERRUNS_PER_MINUTE', 4, 1, 10_000),
    },
    mcp: {
      allowedOrigins: mcpAllowedOrigins,
      sessionsPerAccount: integer('MCP_SESSIONS_PER_ACCOUNT', 16, 1, 10_000),
      maxSessions: integer('MCP_MAX_SESSIONS', 2000, 1, 1_000_000),
      sessionIdleMs: integer('MCP_SESSION_IDLE_MS', 30 * 60_000, 1000, 7 * 86_400_000),
    },
    overflowDecay: {
      intervalMs: integer('OVERFLOW_DECAY_INTERVAL_MS', 0, 0, 365 * 86_400_000),
      rate: fraction('OVERFLOW_DECAY_RATE', 0.1),
      idleMs: integer('OVERFLOW_DECAY_IDLE_MS', 7 * 86_400_000, 0, 3650 * 86_400_000),
      threshold: fraction('OVERFLOW_DECAY_THRESHOLD', 0.2),
    },
    events: {
      dispatchIntervalMs: integer('EVENT_DISPATCH_INTERVAL_MS', 50, 10, 60_000),
      retentionMs: integer('EVENT_RETENTION_HOURS', 24, 1, 24 * 365) * 3_600_000,
      deliveryConcurrency: integer('DELIVERY_CONCURRENCY', 16, 1, 256),
      outboundAllowedHosts: (env.OUTBOUND_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      outboundCaFile: env.OUTBOUND_CA_FILE?.trim() ? resolve(env.OUTBOUND_CA_FILE.trim()) : null,
      smtpUrl,
      smtpFrom: text('SMTP_FROM', 'Memory Intelligence Service <alerts@localhost>'),
      chatChannels,
      emailAllowedDomains,
      actionCaps: {
        emailsPerHour: integer('ACTION_EMAILS_PER_HOUR', 20, 1, 1_000_000),
        emailsPerDay: integer('ACTION_EMAILS_PER_DAY', 100, 1, 10_000_000),
        chatPerHour: integer('ACTION_CHAT_PER_HOUR', 60, 1, 1_000_000),
        chatPerDay: integer('ACTION_CHAT_PER_DAY', 500, 1, 10_000_000),
      },
    },
    devices: {
      livenessIntervalMs: integer('DEVICE_LIVENESS_INTERVAL_MS', 5000, 50, 3_600_000),
      offlineAfterIntervals: integer('DEVICE_OFFLINE_AFTER_INTERVALS', 3, 1, 1000),
      syncJobTimeoutSeconds: integer('SYNC_JOB_TIMEOUT_SECONDS', 3600, 1, 7 * 86_400),
    },
    monitoring: {
      flushIntervalMs: integer('METRICS_FLUSH_INTERVAL_MS', 5000, 100, 600_000),
      metricsToken,
    },
    embedding: {
      provider,
      modelDir: resolve(text('EMBEDDING_MODEL_DIR', DEFAULT_MODEL_DIR)),
      variant,
      int8ModelDir: resolve(text('EMBEDDING_INT8_MODEL_DIR', DEFAULT_INT8_MODEL_DIR)),
      threads: integer('EMBEDDING_THREADS', availableParallelism(), 1, 256),
      maxBatch: integer('EMBEDDING_MAX_BATCH', 32, 1, 256),
      maxBatchTokens: integer('EMBEDDING_MAX_BATCH_TOKENS', 1024, 512, 65_536),
      maxWaitMs: integer('EMBEDDING_MAX_WAIT_MS', 0, 0, 1000),
      readyTimeoutMs: integer('EMBEDDING_READY_TIMEOUT_MS', 30_000, 0, 600_000),
      queryLane: flag('EMBEDDING_QUERY_LANE', true),
      queryVariant,
      queryThreads: integer('EMBEDDING_QUERY_THREADS', 1, 1, 256),
      endpointUrl,
      apiToken: env.EMBEDDING_API_TOKEN?.trim() || null,
      hostedModel: text('EMBEDDING_HOSTED_MODEL', 'sentence-transformers/all-mpnet-base-v2'),
    },
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}
