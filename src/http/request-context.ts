// One identity map per request of the areas whose tables are entities: MikroORM's RequestContext,
// whose entity manager is forked the first time a repository asks for it (contextEntityManager),
// so that two reads of one row in one request give one object and no request sees another's
// entities. Other operations run without one: the context's AsyncLocalStorage turns on Node's
// promise hooks for the whole process, which cost GET /v1/keys/usage about 15% of its throughput
// in `npm run bench -- http` (see docs/decisions.md). Their repositories fork per unit of work.
import { RequestContext, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { operations } from '../../generated/operations.js';
import { admitted } from './admission.js';

/** The forks of one request, made on first use. */
class ForksOnFirstUse extends Map<string, EntityManager> {
  private forking = false;

  constructor(private readonly orm: MikroORM) {
    super();
  }

  override get(name: string): EntityManager | undefined {
    let em = super.get(name);
    // while the fork is being built it asks for the context's manager itself: none yet
    if (em === undefined && name === this.orm.em.name && !this.forking) {
      this.forking = true;
      try {
        em = this.orm.em.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
      this.set(name, em);
    }
    return em;
  }
}

// RequestContext.create forks at once; its storage (typed private) is the one getEntityManager reads.
const contexts = (RequestContext as unknown as { storage: AsyncLocalStorage<RequestContext> }).storage;

/** The contract's tags whose repositories work through contextEntityManager (see src/platform/db/entities.ts). */
const AREAS_WITH_ENTITIES: ReadonlySet<string> = new Set([
  'Alerts',
  'Compression',
  'Devices',
  'Export',
  'Fleets',
  'Generic',
  'Triggers',
  'Webhooks',
]);

/** After admission, which names the operation. */
export function entityManagerPerRequest(orm: MikroORM): RequestHandler {
  return (_req, res, next) => {
    const operationId = admitted(res)?.operationId;
    if (operationId === undefined || !AREAS_WITH_ENTITIES.has(operations[operationId].tag)) return next();
    contexts.run(new RequestContext(new ForksOnFirstUse(orm)), next);
  };
}
