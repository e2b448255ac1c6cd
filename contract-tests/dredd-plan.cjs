// What each operation's transactions send, by operationId: the seeded records behind its path
// parameters (`params`), query values (`query`, null drops a parameter), its request body for a
// success (`body`, per status when an operation has two successes), the credentials (`auth`:
// the main API key unless said otherwise) and set-ups for statuses that the generic rules of
// dredd-hooks.cjs cannot provoke (`cases`, each with the error `code` it must be answered with). Everything else comes from the contract's examples.
'use strict';

const { unique, vector } = require('./dredd-seed.cjs');

const NONE = { auth: 'none' };
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A memory id in the service's format that no record has yet (import keeps ids). */
const memoryId = () =>
  `mem_${Array.from({ length: 24 }, () => ID_ALPHABET[Math.floor(Math.random() * ID_ALPHABET.length)]).join('')}`;
const overQuotaVectors = () => ({ vectors: Array.from({ length: 10_001 }, (_, i) => vector(8, i)), target_bits: 4 });

const plans = {
  // accounts
  createKey: {
    ...NONE,
    body: () => ({ email: `${unique('signup')}@example.com` }),
    cases: { 409: { code: 'EMAIL_EXISTS', body: (s) => ({ email: s.main.email }) } },
  },
  getUsage: {},
  login: {
    ...NONE,
    body: (s) => ({ api_key: s.main.key }),
    cases: { 401: { body: () => ({ api_key: `pr_live_${'0'.repeat(43)}` }) } },
  },

  // intelligence and memories
  runIntelligence: {},
  storeMemory: {
    body: {
      201: (s) => ({ text: `A new memory about ${unique('subject')}.`, collection: s.collection }),
      200: (s) => ({ text: s.memoryText, collection: s.collection }),
    },
  },
  searchMemories: { body: (s) => ({ query: 'Which memory do the contract tests keep?', collection: s.collection }) },
  forgetMemory: { body: (s) => ({ memory_id: s.forgetMemoryId, collection: s.collection }) },
  embedText: {},
  getMemoryStats: {
    query: (s) => ({ collection: s.collection }),
    cases: { 404: { query: () => ({ collection: 'no-such-collection' }) } },
  },

  // overflow
  storeOverflowMemory: {
    body: (s, t) => ({ ...t.exampleBody, vector: vector(s.overflowDimensions, 3), text: unique('overflow memory') }),
  },
  searchOverflowMemories: {
    body: (s, t) => ({ ...t.exampleBody, vector: vector(s.overflowDimensions, 1), collection: s.overflowCollection }),
  },
  forgetOverflowMemory: { body: (s) => ({ memory_id: s.overflowForgetId, collection: s.overflowCollection }) },
  getOverflowStats: {},
  listOverflowMemories: { query: () => ({ category: null }) },
  getOverflowMemory: { params: (s) => ({ memory_id: s.overflowId }) },
  getOverflowMemoryHistory: { params: (s) => ({ memory_id: s.overflowId }) },
  listOverflowMemoryVersions: { params: (s) => ({ memory_id: s.overflowId }) },
  promoteOverflowMemory: {
    body: (s, t) => ({ ...t.exampleBody, memory_id: s.overflowId, collection: s.overflowCollection }),
  },
  updateOverflowMemoryImportance: {
    body: (s, t) => ({ ...t.exampleBody, memory_id: s.overflowId, collection: s.overflowCollection }),
  },
  decayOverflowMemory: {
    body: (s, t) => ({ ...t.exampleBody, memory_id: s.overflowId, collection: s.overflowCollection }),
  },

  // compression
  // The free tier compresses 10,000 vectors a month: one request of 10,001 is over it.
  compressVectors: { cases: { 403: { code: 'QUOTA_EXCEEDED', auth: 'free', body: () => overQuotaVectors() } } },
  getCompressionAnalytics: {},
  getCompressionComparison: {},
  listCompressionJobs: { query: () => ({ status: null }) },
  createCompressionJob: { cases: { 403: { code: 'QUOTA_EXCEEDED', auth: 'free', body: () => overQuotaVectors() } } },
  getCompressionJob: { params: (s) => ({ job_id: s.compressionJobId }) },
  getCompressionJobResult: { params: (s) => ({ job_id: s.compressionJobId }) },
  createCompressionBatch: { body: (s, t) => ({ ...t.exampleBody, name: unique('batch'), collections: undefined }) },
  listCompressionBatches: {},
  getCompressionBatch: { params: (s) => ({ batch_id: s.batchId }) },
  updateCompressionBatch: { params: (s) => ({ batch_id: s.batchId }) },
  // The 422 probe (an unknown query parameter) comes after the 204 has deleted its record, and a
  // path is looked up before the query is validated: it names a record that still exists (the
  // refused request deletes nothing).
  deleteCompressionBatch: {
    params: (s) => ({ batch_id: s.batchDeleteId }),
    cases: { 422: { params: (s) => ({ batch_id: s.batchId }) } },
  },

  // triggers and the audit log
  createTrigger: { body: (s) => s.triggerBody(), cases: { 409: { code: 'TRIGGER_LIMIT_EXCEEDED', auth: 'limits' } } },
  listTriggers: {},
  getTrigger: { params: (s) => ({ trigger_id: s.triggerId }) },
  updateTrigger: { params: (s) => ({ trigger_id: s.triggerId }) },
  // 422 on a trigger that still exists, as for deleteCompressionBatch
  deleteTrigger: {
    params: (s) => ({ trigger_id: s.triggerDeleteId }),
    cases: { 422: { params: (s) => ({ trigger_id: s.triggerId }) } },
  },
  testTrigger: { params: (s) => ({ trigger_id: s.triggerId }) },
  getTriggerAnalytics: { params: (s) => ({ trigger_id: s.triggerId }) },
  listTriggerExecutions: { params: (s) => ({ trigger_id: s.triggerId }), query: () => ({ status: null }) },
  listAuditLog: { query: (s) => ({ trigger_id: s.triggerId, level: null }) },

  // webhooks
  createWebhook: { body: (s) => s.webhookBody(), cases: { 409: { code: 'WEBHOOK_LIMIT_EXCEEDED', auth: 'free' } } },
  listWebhooks: {},
  getWebhook: { params: (s) => ({ webhook_id: s.webhookId }) },
  updateWebhook: { params: (s) => ({ webhook_id: s.webhookId }) },
  deleteWebhook: { params: (s) => ({ webhook_id: s.webhookDeleteId }) },
  testWebhook: { params: (s) => ({ webhook_id: s.webhookId }) },
  getWebhookAnalytics: { params: (s) => ({ webhook_id: s.webhookId }) },
  listWebhookDeliveries: {
    params: (s) => ({ webhook_id: s.webhookId }),
    query: () => ({ status: null, event_type: null }),
  },

  // fleets, devices, sync, alerts
  createFleet: {
    body: () => ({ name: unique('fleet') }),
    cases: { 409: { code: 'FLEET_LIMIT_EXCEEDED', auth: 'limits' } },
  },
  listFleets: {},
  getFleet: { params: (s) => ({ fleet_id: s.fleetId }) },
  updateFleet: { params: (s) => ({ fleet_id: s.fleetId }) },
  deleteFleet: { params: (s) => ({ fleet_id: s.fleetDeleteId }) },
  getFleetDashboard: { params: (s) => ({ fleet_id: s.fleetId }) },
  registerDevice: { body: (s, t) => ({ ...t.exampleBody, name: unique('device'), fleet_id: s.fleetId }) },
  listDevices: { query: (s) => ({ fleet_id: s.fleetId, status: null }) },
  getDevice: { params: (s) => ({ device_id: s.deviceId }) },
  updateDevice: { params: (s) => ({ device_id: s.idleDeviceId }) },
  deleteDevice: { params: (s) => ({ device_id: s.deviceDeleteId }) },
  sendHeartbeat: { auth: 'device', params: (s) => ({ device_id: s.deviceId }) },
  // 202 on a device without a running job; 409 on the device whose seeded job still runs.
  syncDevice: {
    params: (s) => ({ device_id: s.idleDeviceId }),
    cases: { 409: { code: 'SYNC_IN_PROGRESS', params: (s) => ({ device_id: s.deviceId }) } },
  },
  getSyncJob: { params: (s) => ({ device_id: s.deviceId, job_id: s.syncJobId }) },
  pushDeviceMemories: { auth: 'device', params: (s) => ({ device_id: s.deviceId }) },
  pullDeviceChanges: { auth: 'device', params: (s) => ({ device_id: s.deviceId }), query: () => ({ cursor: null }) },
  listAlerts: { query: (s) => ({ fleet_id: s.fleetId, device_id: s.deviceId, type: null }) },
  resolveAlert: { params: (s) => ({ alert_id: s.alertId }) },

  // system
  getServiceDescriptor: NONE,
  getHealth: NONE,
  getDocs: NONE,
  getRedoc: NONE,
  getOpenApiDocument: NONE,
  getServiceHealth: {},
  getMonitoringMetrics: {},

  // exports, imports, billing
  exportUsage: {
    body: () => {
      const end = new Date();
      return {
        start_date: new Date(end.getTime() - 86_400_000).toISOString(),
        end_date: end.toISOString(),
        format: 'JSON',
      };
    },
  },
  createExport: { body: () => ({ format: 'CSV' }) },
  getExport: { params: (s) => ({ job_id: s.exports['application/json'].id }) },
  // The signed link is a credential of its own: no API key.
  // One finished export per file format, chosen by the media type the transaction expects.
  downloadExport: {
    auth: 'none',
    params: (s, t) => ({ job_id: s.exports[t.mediaType].id }),
    query: (s, t) => s.exports[t.mediaType].query,
    cases: {
      401: { query: (s) => ({ ...s.exports['application/x-ndjson'].query, signature: '0'.repeat(64) }) },
      // Without a signed link the API key opens the download; an unknown export is then a 404.
      404: { auth: 'main', query: () => ({ expires: null, signature: null }) },
    },
  },
  importMemories: {
    body: (s, t) => ({
      ...t.exampleBody,
      memories: t.exampleBody.memories.map((m) => ({ ...m, id: memoryId(), text: `${m.text} (${unique('import')})` })),
    }),
  },
  getBillingAnalytics: { cases: { 403: { code: 'BILLING_NOT_AVAILABLE', auth: 'free' } } },

  // generic surface
  genericCreateMemory: {
    body: {
      201: () => ({ content: `Generic memory about ${unique('topic')}.`, user_id: 'dredd-user' }),
      200: (s) => ({ content: s.genericContent, user_id: 'dredd-user' }),
    },
  },
  genericGetMemory: { params: (s) => ({ memory_id: s.genericMemoryId }) },
  genericUpdateMemory: { params: (s) => ({ memory_id: s.genericMemoryId }) },
  genericDeleteMemory: { params: (s) => ({ memory_id: s.genericDeleteId }) },
  genericSearchMemories: {
    body: () => ({ query: 'Which generic memory do the contract tests keep?', user_id: 'dredd-user' }),
  },
  genericListSimilarMemories: { params: (s) => ({ memory_id: s.genericMemoryId }), query: () => ({ threshold: null }) },
  genericCreateCollection: { body: () => ({ name: unique('collection') }) },
  genericAddMemoryToCollection: {
    params: (s) => ({ collection_id: s.genericCollectionId }),
    body: {
      201: async (s) => ({ memory_id: await s.newGenericMemory() }),
      200: (s) => ({ memory_id: s.genericMemoryId }),
    },
  },
  genericCreateEmbedding: {},
  genericGetUserStats: { params: () => ({ user_id: 'dredd-user' }) },
  genericCreateWebhook: {
    body: (s) => ({ url: `${s.receiverUrl}/${unique('generic-hook')}`, events: ['memory.created'] }),
  },
};

module.exports = { plans };
