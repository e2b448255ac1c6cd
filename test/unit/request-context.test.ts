// One entity manager per request, forked only when a repository asks for one.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { entityManagerPerRequest } from '../../src/http/request-context.js';
import { contextEntityManager } from '../../src/platform/db/entity-manager.js';

function fakeOrm() {
  const forks: object[] = [];
  const em = {
    name: 'default',
    fork: () => {
      const fork = { forkNumber: forks.length + 1 };
      forks.push(fork);
      return fork;
    },
  };
  return { orm: { em } as unknown as MikroORM, forks };
}

/** Runs `work` as the rest of a request that admission matched to `operationId`. */
function inRequest<T>(orm: MikroORM, work: () => T, operationId = 'getFleet'): T {
  let result!: T;
  const res = { locals: { admission: { operationId, auth: null, device: null } } } as unknown as Response;
  entityManagerPerRequest(orm)({} as Request, res, (() => (result = work())) as NextFunction);
  return result;
}

describe('the entity manager of a request', () => {
  it('is one fork for every repository call of one request, and another for the next request', () => {
    const { orm, forks } = fakeOrm();
    const [first, again] = inRequest(orm, () => [contextEntityManager(orm), contextEntityManager(orm)]);
    expect(first).toBe(again);
    const next = inRequest(orm, () => contextEntityManager(orm));
    expect(next).not.toBe(first);
    expect(forks).toHaveLength(2);
  });

  it('is never forked for a request that reaches no repository', () => {
    const { orm, forks } = fakeOrm();
    inRequest(orm, () => undefined);
    expect(forks).toHaveLength(0);
  });

  it('is not kept for an operation of an area without entities: each call forks', () => {
    const { orm, forks } = fakeOrm();
    const [first, again] = inRequest(orm, () => [contextEntityManager(orm), contextEntityManager(orm)], 'getUsage');
    expect(first).not.toBe(again);
    expect(forks).toHaveLength(2);
  });

  it('is a fresh fork per call outside any request (background work)', () => {
    const { orm, forks } = fakeOrm();
    expect(contextEntityManager(orm)).not.toBe(contextEntityManager(orm));
    expect(forks).toHaveLength(2);
  });
});
