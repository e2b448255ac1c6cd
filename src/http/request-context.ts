// One identity map per request: MikroORM's RequestContext, whose entity manager is forked the
// first time a repository asks for it (contextEntityManager), so that two reads of one row in one
// request give one object and no request sees another's entities. Operations that never touch an
// entity (GET /v1/keys/usage, say) then pay for no fork (see docs/decisions.md).
import { RequestContext, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

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

export function entityManagerPerRequest(orm: MikroORM): RequestHandler {
  return (_req, _res, next) => contexts.run(new RequestContext(new ForksOnFirstUse(orm)), next);
}
