// The service descriptor served at GET /: what the service is, where its documentation lives,
// how to start, and the tiers (from the one tiers table).
import type { Schemas } from '../schemas.js';
import { TIER_NAMES, TIERS } from '../accounts/tiers.js';

export function describeService(input: {
  version: string;
  status: Schemas['HealthStatus'];
  uptimeSeconds: number;
  baseUrl: string;
}): Schemas['ServiceDescriptor'] {
  return {
    name: 'Memory Intelligence Service',
    version: input.version,
    description:
      'Memory-intelligence API for AI agents (embedding, classification, deduplication, compression and storage of short texts).',
    status: input.status,
    uptime_seconds: input.uptimeSeconds,
    documentation: { docs: '/docs', redoc: '/redoc', health: '/health', openapi: '/openapi.yaml', console: '/console' },
    quick_start: [
      {
        step: 1,
        title: 'Create an API key',
        method: 'POST',
        path: '/v1/keys',
        description: 'Sign up with an e-mail address. The key is shown once; keep it safe.',
      },
      {
        step: 2,
        title: 'Store a memory',
        method: 'POST',
        path: '/v1/store',
        description: 'Send a short text; it is embedded, classified and written to your vector database.',
      },
      {
        step: 3,
        title: 'Search by meaning',
        method: 'POST',
        path: '/v1/search',
        description: 'Send a query and get the closest memories with their scores.',
      },
      {
        step: 4,
        title: 'Check usage',
        method: 'GET',
        path: '/v1/keys/usage',
        description: 'See requests and memories used in the current period and when it resets.',
      },
    ],
    tiers: TIER_NAMES.map((name) => {
      const t = TIERS[name];
      return {
        name,
        price_usd_per_month: t.priceUsdPerMonth,
        tokens_per_month: t.tokensPerMonth,
        queries_per_month: t.queriesPerMonth,
        compression_vectors_per_month: t.compressionVectorsPerMonth,
        collections: t.collections,
        webhooks: t.webhooks,
        support: t.support,
      };
    }),
    support: {
      docs: `${input.baseUrl}/docs`,
      issues: 'https://github.com/memory-intelligence/memory-intelligence-service/issues',
      email: 'maintainers@memory-intelligence.dev',
    },
  };
}
