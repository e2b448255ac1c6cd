// Thin handlers of the intelligence pipeline (POST /v1/intelligence, POST /v1/embed).
import type { PartialHandlers } from '../../http/handler-types.js';
import { requireCaller } from '../../http/require-caller.js';
import { presentEmbedding, presentIntelligence } from './intelligence.presenters.js';
import type { IntelligenceService } from './intelligence.service.js';

export function intelligenceHandlers(
  intelligence: IntelligenceService,
): PartialHandlers<'runIntelligence' | 'embedText'> {
  return {
    runIntelligence: async ({ auth, body }) => ({
      status: 200,
      body: presentIntelligence(await intelligence.run(requireCaller(auth), body)),
    }),
    embedText: async ({ auth, body }) => ({
      status: 200,
      body: presentEmbedding(await intelligence.embed(requireCaller(auth), body)),
    }),
  };
}
