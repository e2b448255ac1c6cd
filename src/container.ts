// The composition root: configuration -> adapters -> repositories -> services -> HTTP.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import type { Config } from './config.js';
import { createApp } from './http/app.js';
import { Authenticator } from './http/auth.js';
import { loadServedContract } from './http/contract.js';
import { createBeforeBodyChecks, createHandlers, createPathResources, type HandlerDeps } from './http/handlers.js';
import { RateLimits } from './http/rate-limit.js';
import { createMcpEndpoint, type McpEndpoint } from './mcp/index.js';
import { AccountsRepository } from './modules/accounts/accounts.repository.js';
import { AccountsService } from './modules/accounts/accounts.service.js';
import { MemoryInventory } from './modules/accounts/memory-inventory.js';
import { BatchRunner, noStoredVectors } from './modules/compression/batch-runner.js';
import { CompressionBatchesRepository } from './modules/compression/compression-batches.repository.js';
import { CompressionJobsRepository } from './modules/compression/compression-jobs.repository.js';
import { CompressionJobsService } from './modules/compression/compression-jobs.service.js';
import { CompressionBatchesService } from './modules/compression/compression-batches.service.js';
import { CompressionRecordsRepository } from './modules/compression/compression-records.repository.js';
import { CompressionService } from './modules/compression/compression.service.js';
import { createQuantizer } from './modules/compression/quantization/index.js';
import { createEmbedders, embeddingProbe } from './modules/embedding/index.js';
import type { Embedder } from './modules/embedding/embedder.js';
import { MeteredEmbedder } from './modules/embedding/metered-embedder.js';
import { GenericRepository } from './modules/generic/generic.repository.js';
import { GenericService } from './modules/generic/generic.service.js';
import { LinearClassifier } from './modules/intelligence/classification/classifier.js';
import { DuplicateDetector } from './modules/intelligence/dedup/duplicate-detector.js';
import { MemoryFingerprintsRepository } from './modules/intelligence/dedup/memory-fingerprints.repository.js';
import { IntelligenceService } from './modules/intelligence/intelligence.service.js';
import { MemoriesRepository } from './modules/memory/memories.repository.js';
import { ExportFiles } from './modules/exports/export-file.js';
import { ExportJobsRepository } from './modules/exports/export-jobs.repository.js';
import { ExportLinks } from './modules/exports/export-links.js';
import { ExportSource } from './modules/exports/export-source.js';
import { ExportThreads } from './modules/exports/export-thread.js';
import { MemoryExportService } from './modules/exports/memory-export.service.js';
import { MemoryImportService } from './modules/exports/memory-import.service.js';
import { UsageExportService } from './modules/exports/usage-export.service.js';
import { KeywordBackfill } from './modules/memory/keyword-backfill.js';
import { MemoryRepair } from './modules/memory/memory-repair.js';
import { OverflowCodec } from './modules/overflow/overflow-codec.js';
import { OverflowDecay } from './modules/overflow/overflow-decay.js';
import { OverflowIndexCache } from './modules/overflow/overflow-index-cache.js';
import { OverflowIndexThread } from './modules/overflow/overflow-index-thread.js';
import { OverflowMemoriesRepository } from './modules/overflow/overflow-memories.repository.js';
import { OverflowService, tagOf } from './modules/overflow/overflow.service.js';
import { MemoryService } from './modules/memory/memory.service.js';
import { BillingService } from './modules/billing/billing.service.js';
import { MonitoringService } from './modules/monitoring/monitoring.service.js';
import { createPrometheusRouter } from './modules/monitoring/prometheus-endpoint.js';
import { PrometheusMetrics } from './modules/monitoring/prometheus-metrics.js';
import { RequestMetricsRepository } from './modules/monitoring/request-metrics.repository.js';
import { RequestMetrics } from './modules/monitoring/request-metrics.js';
import type { VectorStore } from './modules/memory/vector-store/vector-store.js';
import { VectorStores } from './modules/memory/vector-store/vector-stores.js';
import { ServiceSecretsRepository } from './modules/accounts/service-secrets.repository.js';
import { SessionTokens } from './modules/accounts/session-tokens.js';
import { databaseProbe, HealthService, pgvectorProbe } from './modules/system/health.service.js';
import { DeviceAlertsRepository } from './modules/devices/device-alerts.repository.js';
import { DeviceAlertsService } from './modules/devices/device-alerts.service.js';
import { DeviceLiveness } from './modules/devices/device-liveness.js';
import { DeviceSyncRepository } from './modules/devices/device-sync.repository.js';
import { DeviceSyncService } from './modules/devices/device-sync.service.js';
import { DevicesRepository } from './modules/devices/devices.repository.js';
import { DevicesService } from './modules/devices/devices.service.js';
import { createDeviceAuthenticator } from './http/device-auth.js';
import { FleetsRepository } from './modules/devices/fleets.repository.js';
import { FleetsService } from './modules/devices/fleets.service.js';
import { HeartbeatsService } from './modules/devices/heartbeats.service.js';
import { SyncJobsRepository } from './modules/devices/sync-jobs.repository.js';
import { EventDispatcher } from './modules/events/event-dispatcher.js';
import { TriggerActionRunner, ACTIONS_JOB } from './modules/triggers/trigger-action-runner.js';
import { TriggerFanOut } from './modules/triggers/trigger-fan-out.js';
import { TriggersRepository } from './modules/triggers/triggers.repository.js';
import { TriggersService } from './modules/triggers/triggers.service.js';
import { QuotaService } from './modules/usage/quota.service.js';
import {
  DELIVERY_JOB,
  FIRST_ATTEMPTS_JOB,
  WebhookAttempts,
  type DeliveryJobPayload,
  type FirstAttemptsPayload,
} from './modules/webhooks/webhook-attempts.js';
import { WebhookFanOut } from './modules/webhooks/webhook-fan-out.js';
import { WebhooksRepository } from './modules/webhooks/webhooks.repository.js';
import { WebhooksService } from './modules/webhooks/webhooks.service.js';
import { SmtpMailer } from './platform/mail/mailer.js';
import { KeptAliveAgents } from './platform/outbound/kept-alive-agents.js';
import { OutboundGuard } from './platform/outbound/outbound-guard.js';
import { UsageRepository } from './modules/usage/usage.repository.js';
import { openDatabase, type Database } from './platform/db/database.js';
import { EmbeddedMaintenance } from './platform/db/embedded-maintenance.js';
import { createJobQueue, type JobQueue } from './platform/jobs/index.js';
import type { Logger } from './platform/logger.js';
import { RegexPool } from './platform/regex/regex-pool.js';

const SERVICE_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export interface Service {
  config: Config;
  app: Express;
  db: Database;
  accounts: AccountsService;
  quota: QuotaService;
  queue: JobQueue;
  batchRunner: BatchRunner;
  embedder: Embedder;
  /** The model copy short search queries run on; null without a query lane. */
  queryEmbedder: Embedder | null;
  memoryRepair: MemoryRepair;
  keywordBackfill: KeywordBackfill;
  overflowDecay: OverflowDecay;
  /** Moves memory events from the outbox to webhook deliveries and trigger executions. */
  dispatcher: EventDispatcher;
  /** The job queue of webhook attempts and trigger actions. */
  deliveryQueue: JobQueue;
  /** Silent devices to OFFLINE, stuck sync jobs to FAILED. */
  deviceLiveness: DeviceLiveness;
  /** Memory export jobs and their expiry sweep. */
  memoryExports: MemoryExportService;
  /** Request measurements, written to the database every few seconds and at close. */
  requestMetrics: RequestMetrics;
  /** The Prometheus figures of this instance (GET /metrics). */
  prometheus: PrometheusMetrics;
  /** The MCP endpoint (/mcp) and its open sessions, whose streams end before the HTTP server closes. */
  mcp: McpEndpoint;
  /** Starts the background work: the job queue and the batch schedule. */
  start(): void;
  close(): Promise<void>;
}

/** Seams for fault-injection tests; production passes none. */
export interface ServiceHooks {
  wrapVectorStore?: (store: VectorStore) => VectorStore;
}

export async function createService(config: Config, logger: Logger, hooks: ServiceHooks = {}): Promise<Service> {
  const db = await openDatabase(config);
  // The model loads in the background from here on; requests that need it wait for it (bounded).
  const { embedder, queryEmbedder } = createEmbedders(config.embedding);
  const vectorDbGuard = new OutboundGuard({ allowedHosts: config.vectorDb.allowedHosts });
  const vectorStores = new VectorStores(config.vectorStoreUrl ?? db.url, hooks.wrapVectorStore, {
    ...config.vectorDb,
    guard: vectorDbGuard,
  });
  try {
    const { orm } = db;
    const accountsRepository = new AccountsRepository(orm);
    const usage = new UsageRepository(orm, config.authCacheTtlMs);
    const sessionSecret =
      config.sessionSecret ?? (await new ServiceSecretsRepository(orm).getOrCreate('session-signing'));
    const sessions = new SessionTokens(sessionSecret, config.sessionTtlSeconds);
    const fingerprints = new MemoryFingerprintsRepository(orm);
    const duplicates = new DuplicateDetector(fingerprints);
    const memories = new MemoriesRepository(orm, fingerprints, config.authCacheTtlMs);
    const accounts = new AccountsService({
      accounts: accountsRepository,
      usage,
      sessions,
      inventory: new MemoryInventory([(id) => memories.countForReport(id)]),
      vectorDbGuard,
    });
    const quota = new QuotaService(usage);
    const queue = createJobQueue({ orm, logger, concurrency: config.jobConcurrency });
    const compressionRecords = new CompressionRecordsRepository(orm);
    const compressionJobsRepository = new CompressionJobsRepository(orm);
    const compression = new CompressionService({
      records: compressionRecords,
      activeJob: (accountId, fingerprint) => compressionJobsRepository.hasActive(accountId, fingerprint),
      quota,
      quantizer: createQuantizer,
    });
    const compressionJobs = new CompressionJobsService({
      orm,
      jobs: compressionJobsRepository,
      records: compressionRecords,
      quota,
      queue,
      compression,
    });
    const compressionBatchesRepository = new CompressionBatchesRepository(orm);
    const compressionBatches = new CompressionBatchesService(compressionBatchesRepository, (ids) =>
      compressionJobsRepository.statuses(ids),
    );
    const batchRunner = new BatchRunner({
      orm,
      batches: compressionBatchesRepository,
      jobs: compressionJobs,
      vectors: noStoredVectors,
      quota,
      tierOf: (accountId) => accountsRepository.findTier(accountId),
      logger,
      intervalMs: config.batchTickMs,
    });
    const prometheus = new PrometheusMetrics();
    const requestMetricsRepository = new RequestMetricsRepository(orm);
    const requestMetrics = new RequestMetrics({
      repository: requestMetricsRepository,
      existingAccounts: (ids) => accountsRepository.existingIds(ids),
      logger,
      flushIntervalMs: config.monitoring.flushIntervalMs,
      observer: prometheus.observe,
    });
    const classifier = LinearClassifier.load();
    const metered = new MeteredEmbedder(embedder, quota, () => requestMetrics.recordEmbeddings(1), queryEmbedder);
    const intelligence = new IntelligenceService({
      metered,
      classifier,
      duplicates,
      quantizer: (bits) => createQuantizer({ method: 'TURBOQUANT', bits, dimension: 768 }),
    });
    const memory = new MemoryService({
      metered,
      classifier,
      duplicates,
      memories,
      stores: vectorStores,
      quota,
      vectorDbUrlOf: (accountId) => accountsRepository.findVectorDbUrl(accountId),
    });
    // PGlite has no autovacuum: the service does its work there.
    const maintenance =
      db.kind === 'embedded' ? new EmbeddedMaintenance((sql) => orm.em.getConnection().execute(sql), logger) : null;
    const overflowRepository = new OverflowMemoriesRepository(orm);
    const overflowCodec = new OverflowCodec();
    const overflowIndexThread = new OverflowIndexThread(
      { bits: overflowCodec.quantizer.bits, seed: overflowCodec.quantizer.seed },
      logger,
    );
    const overflow = new OverflowService({
      repository: overflowRepository,
      indexes: new OverflowIndexCache({
        repository: overflowRepository,
        host: overflowIndexThread,
        codec: overflowCodec,
        tagOf,
        maxBytes: config.overflowIndexCacheMb * 1024 * 1024,
      }),
      codec: overflowCodec,
      quota,
      decayThreshold: config.overflowDecay.threshold,
    });
    const overflowDecay = new OverflowDecay(overflowRepository, config.overflowDecay, logger);
    // Exports: files under DATA_DIR/exports, download links signed with a secret every instance shares.
    const exportJobs = new ExportJobsRepository(orm);
    const exportFiles = new ExportFiles(join(config.dataDir, 'exports'));
    const exportLinks = new ExportLinks(await new ServiceSecretsRepository(orm).getOrCreate('export-link-signing'));
    const memoryExports = new MemoryExportService({
      orm,
      jobs: exportJobs,
      source: new ExportSource({ memories, overflow: overflowRepository }),
      files: exportFiles,
      links: exportLinks,
      queue,
      writing: new ExportThreads({
        databaseUrl: db.url,
        builtInVectorStoreUrl: config.vectorStoreUrl ?? db.url,
        vectorDb: config.vectorDb,
        exportsDirectory: exportFiles.directory,
        settings: { maxBytes: config.exports.maxBytes, pageSize: config.exports.pageSize },
      }),
      settings: config.exports,
      logger,
    });
    const exportServices = {
      memoryExports,
      usageExports: new UsageExportService({
        usage,
        jobs: exportJobs,
        files: exportFiles,
        links: exportLinks,
        linkTtlSeconds: config.exports.linkTtlSeconds,
        filesPerAccount: config.exports.filesPerAccount,
      }),
      imports: new MemoryImportService({
        orm,
        memories,
        overflow: overflowRepository,
        fingerprints,
        codec: overflowCodec,
        storeOf: (accountId) => memory.storeOf(accountId),
        embedder,
        quota,
        onEmbedded: (count) => requestMetrics.recordEmbeddings(count),
        pendingTouchMs: Math.max(1_000, config.memoryRepairGraceMs / 3),
      }),
    };
    const memoryRepair = new MemoryRepair({
      memories,
      embedder,
      storeOf: (accountId) => memory.storeOf(accountId),
      logger,
      graceMs: config.memoryRepairGraceMs,
    });
    const keywordBackfill = new KeywordBackfill({
      memories,
      storeOf: (accountId) => memory.storeOf(accountId),
      logger,
    });
    // Events: the outbox feeds webhooks and triggers; their calls out run on a queue of their own,
    // so that slow endpoints never hold up compression jobs.
    // deliveries and actions reuse kept-alive connections per approved address (kept-alive-agents.ts)
    const outbound = {
      guard: new OutboundGuard({ allowedHosts: config.events.outboundAllowedHosts }),
      ca: readCaFile(config.events.outboundCaFile),
      agents: new KeptAliveAgents(),
    };
    // A short lease (kept alive by the heartbeat while an attempt runs) brings the work of a dead
    // instance back within seconds.
    const deliveryQueue = createJobQueue({
      orm,
      logger,
      concurrency: config.events.deliveryConcurrency,
      leaseMs: 10_000,
    });
    const webhooksRepository = new WebhooksRepository(orm);
    const webhookAttempts = new WebhookAttempts({
      repository: webhooksRepository,
      queue: deliveryQueue,
      concurrency: config.events.deliveryConcurrency,
      ...outbound,
    });
    const webhooks = new WebhooksService({ repository: webhooksRepository, attempts: webhookAttempts, ...outbound });
    const generic = new GenericService({
      memory,
      intelligence,
      webhooks,
      repository: new GenericRepository(orm),
      memories,
    });
    const triggersRepository = new TriggersRepository(orm);
    const mailer = config.events.smtpUrl
      ? new SmtpMailer({ url: config.events.smtpUrl, from: config.events.smtpFrom, timeoutMs: 10_000 })
      : null;
    const actionRunner = new TriggerActionRunner({
      repository: triggersRepository,
      accountEmail: async (accountId) => (await accountsRepository.findById(accountId))?.email ?? null,
      queue: deliveryQueue,
      mailer,
      policy: {
        emailAllowedDomains: config.events.emailAllowedDomains,
        chatChannels: config.events.chatChannels,
        caps: config.events.actionCaps,
      },
      ...outbound,
    });
    // TEXT_REGEX matching runs in threads of its own, under a time budget (regex-pool.ts)
    const regexPool = new RegexPool({
      threads: config.regex.threads,
      budgetMs: config.regex.matchBudgetMs,
      wallCeilingMs: config.regex.matchCeilingMs || undefined,
      maxQueued: config.regex.maxQueued,
      overrunsPerKeyPerMinute: config.regex.overrunsPerAccountPerMinute,
    });
    const triggers = new TriggersService({ repository: triggersRepository, runner: actionRunner, regex: regexPool });
    // their outcomes live in the delivery and execution records, so the queue's own rows go after a day
    const keepFinishedMs = 86_400_000;
    deliveryQueue.register<DeliveryJobPayload>(DELIVERY_JOB, (job) => webhookAttempts.run(job.payload), {
      keepFinishedMs,
    });
    deliveryQueue.register<FirstAttemptsPayload>(FIRST_ATTEMPTS_JOB, (job) => webhookAttempts.runFirst(job.payload), {
      keepFinishedMs,
    });
    deliveryQueue.register<{ execution_id: string }>(ACTIONS_JOB, (job) => actionRunner.run(job.payload), {
      keepFinishedMs,
    });
    const dispatcher = new EventDispatcher({
      orm,
      subscribers: [
        new WebhookFanOut(webhooksRepository, webhookAttempts),
        new TriggerFanOut(triggersRepository, actionRunner, regexPool),
      ],
      logger,
      intervalMs: config.events.dispatchIntervalMs,
      retentionMs: config.events.retentionMs,
      afterCommit: () => deliveryQueue.wake(),
    });
    const deviceSync = new DeviceSyncRepository(orm);
    const deviceRepositories = {
      devices: new DevicesRepository(orm),
      alerts: new DeviceAlertsRepository(orm),
      syncJobs: new SyncJobsRepository(orm),
    };
    const fleetsRepository = new FleetsRepository(orm);
    const fleets = new FleetsService({ ...deviceRepositories, fleets: fleetsRepository });
    const devices = {
      fleets,
      devices: new DevicesService({
        ...deviceRepositories,
        fleets,
        fleetSettings: fleetsRepository,
        countPull: (accountId, collections, since) => memories.countChangedSince(accountId, collections, since),
      }),
      heartbeats: new HeartbeatsService(deviceRepositories),
      alerts: new DeviceAlertsService(deviceRepositories.alerts),
      sync: new DeviceSyncService({
        repository: deviceSync,
        devices: deviceRepositories.devices,
        memories,
        memory,
        tierOf: (accountId) => accountsRepository.findTier(accountId),
      }),
    };
    const deviceLiveness = new DeviceLiveness(
      deviceRepositories,
      { ...config.devices, intervalMs: config.devices.livenessIntervalMs },
      logger,
    );
    const health = new HealthService(
      {
        database: databaseProbe(orm),
        embedding: embeddingProbe(embedder, queryEmbedder),
        vectorDb: pgvectorProbe(orm),
      },
      SERVICE_VERSION,
      config.environment,
    );
    const monitoring = new MonitoringService({
      metrics: requestMetrics,
      repository: requestMetricsRepository,
      stores: [memories, overflowRepository],
      health,
    });
    const billing = new BillingService({
      usage,
      accountCreatedAt: async (accountId) => (await accountsRepository.findById(accountId))?.createdAt ?? null,
      storedBytes: async (accountId) =>
        (await memories.storageBytes(accountId)) + (await overflowRepository.storageBytes(accountId)),
    });
    const contract = loadServedContract(config.genericBasePath);
    const rateLimits = await RateLimits.create({
      anonymousPerMinute: config.anonymousRequestsPerMinute,
      exemptAddresses: config.rateLimitExemptAddresses,
      perSecondPercent: config.rateLimitPerSecondPercent,
      genericEnterprisePerMinute: config.genericEnterprisePerMinute,
      knex: db.kind === 'postgres' ? orm.em.getConnection().getKnex() : null,
    });
    const handlerDeps: HandlerDeps = {
      health,
      openApiText: contract.text,
      accounts,
      compression,
      compressionJobs,
      compressionBatches,
      intelligence,
      memory,
      overflow,
      triggers,
      webhooks,
      devices,
      monitoring,
      billing,
      exports: exportServices,
      generic,
    };
    const authenticator = new Authenticator(accountsRepository, sessions, config.authCacheTtlMs);
    const mcp = createMcpEndpoint({
      services: { memory, overflow },
      contract,
      authenticator,
      rateLimits,
      config: config.mcp,
      bodyLimitBytes: config.bodyLimitBytes,
      logger,
      version: SERVICE_VERSION,
    });
    const app = createApp({
      contract,
      handlers: createHandlers(handlerDeps),
      pathResources: createPathResources(handlerDeps),
      beforeBody: createBeforeBodyChecks(handlerDeps),
      authenticator,
      rateLimits,
      deviceTokens: createDeviceAuthenticator(deviceRepositories.devices),
      logger,
      genericBasePath: config.genericBasePath,
      bodyLimitBytes: config.bodyLimitBytes,
      validateResponses: config.validateResponses,
      warmUpValidators: config.warmUpValidators,
      requestMetrics,
      prometheusRouter: createPrometheusRouter({ monitoring, prometheus, token: config.monitoring.metricsToken }),
      mcpRouter: mcp.router,
      orm,
      // the events a write recorded are dispatched at once
      afterWrite: () => dispatcher.wake(),
    });
    return {
      config,
      app,
      db,
      accounts,
      quota,
      queue,
      batchRunner,
      embedder,
      queryEmbedder,
      memoryRepair,
      keywordBackfill,
      overflowDecay,
      dispatcher,
      deliveryQueue,
      deviceLiveness,
      memoryExports,
      requestMetrics,
      prometheus,
      mcp,
      start() {
        queue.start();
        deliveryQueue.start();
        dispatcher.start();
        deviceLiveness.start();
        batchRunner.start();
        memoryRepair.start();
        keywordBackfill.start();
        maintenance?.start();
        overflowDecay.start();
        memoryExports.start();
        requestMetrics.start();
      },
      async close() {
        await mcp.sessions.closeAll();
        // the last measurements reach the database before it closes
        await requestMetrics
          .stop()
          .catch((err: unknown) => logger.warn('request metrics were not written at close', { error: String(err) }));
        await deviceLiveness.stop();
        await dispatcher.stop();
        await regexPool.close();
        await deliveryQueue.stop();
        outbound.agents.destroy();
        await mailer?.close();
        await maintenance?.stop();
        await overflowDecay.stop();
        await overflowIndexThread.close();
        await memoryExports.stop();
        await memoryRepair.stop();
        await keywordBackfill.stop();
        await batchRunner.stop();
        await queue.stop();
        await embedder.close();
        await queryEmbedder?.close();
        await vectorStores.close();
        await db.close();
      },
    };
  } catch (err) {
    await embedder.close();
    await queryEmbedder?.close();
    await vectorStores.close();
    await db.close();
    throw err;
  }
}

/** The extra CA certificates of OUTBOUND_CA_FILE; a file that cannot be read stops the start with its reason. */
function readCaFile(path: string | null): string | undefined {
  if (path === null) return undefined;
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new Error(
      `OUTBOUND_CA_FILE ${path} cannot be read (${(err as Error).message}); give a PEM file of CA certificates, or unset it.`,
    );
  }
}
