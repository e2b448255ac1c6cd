// docker-compose.yml is checked without a Docker engine (none runs where the tests run): against
// the Compose Specification's JSON Schema (vendored, see test/fixtures/compose-spec/SOURCE.md),
// and against this project's rules: a health check on every service, depends_on waiting for
// healthy services, named volumes declared, the service's settings known to src/config.ts, and
// every image pinned. Each rule is also shown to fail on a file that breaks it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  isPinnedImage,
  ruleProblems,
  schemaProblems,
  settingNames,
  type ProjectRules,
} from '../support/compose-file.js';

const root = new URL('../../', import.meta.url);
const composeText = readFileSync(new URL('docker-compose.yml', root), 'utf8');
const rules: ProjectRules = {
  appService: 'service',
  settings: settingNames(readFileSync(new URL('src/config.ts', root), 'utf8')),
  dockerfile: readFileSync(new URL('Dockerfile', root), 'utf8'),
};

/** A fresh copy of the file, changed by `edit`. */
function mutated(edit: (doc: any) => void): any {
  const doc = parse(composeText);
  edit(doc);
  return doc;
}

describe('docker-compose.yml', () => {
  const doc = parse(composeText);

  it('conforms to the Compose Specification schema', () => {
    expect(schemaProblems(doc)).toEqual([]);
  });

  it("keeps the project's rules", () => {
    expect(ruleProblems(doc, rules)).toEqual([]);
  });

  it('runs PostgreSQL with pgvector, Milvus standalone with etcd and MinIO, and the service built here', () => {
    expect(Object.keys(doc.services).sort()).toEqual(['etcd', 'milvus', 'minio', 'postgres', 'service']);
    expect(doc.services.postgres.image).toMatch(/^pgvector\/pgvector:/);
    expect(doc.services.milvus.image).toMatch(/^milvusdb\/milvus:v/);
    expect(doc.services.milvus.command).toEqual(['milvus', 'run', 'standalone']);
    expect(doc.services.milvus.environment).toMatchObject({ ETCD_ENDPOINTS: 'etcd:2379', MINIO_ADDRESS: 'minio:9000' });
    expect(Object.keys(doc.services.service.depends_on).sort()).toEqual(['milvus', 'postgres']);
    const env = doc.services.service.environment;
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/memsvc:[^@]+@postgres:5432\/memsvc$/);
    expect(env.VECTOR_STORE_URL).toBe('milvus://milvus:19530');
    expect(doc.services.service.build).toMatchObject({ context: '.', dockerfile: 'Dockerfile' });
  });

  it('builds the service image with the locked packages and the model installed by the project script', () => {
    expect(rules.dockerfile).toMatch(/^FROM node:20\.[\d.]+-/m);
    expect(rules.dockerfile).toMatch(/RUN npm ci\b/);
    expect(rules.dockerfile).toMatch(/RUN scripts\/embedding-model\/install\.sh/);
    expect(rules.dockerfile).toMatch(/^CMD \["node", "--import", "tsx", "src\/server\.ts"\]$/m);
  });
});

describe('the checks refuse a broken file', () => {
  it('the schema: an unknown top-level key, a misspelt service key, a wrong type', () => {
    expect(schemaProblems(mutated((d) => (d.servics = d.services))).join('\n')).toMatch(/additional/i);
    expect(
      schemaProblems(mutated((d) => (d.services.postgres.healtcheck = { test: ['CMD', 'true'] }))).length,
    ).toBeGreaterThan(0);
    expect(
      schemaProblems(mutated((d) => (d.services.postgres.healthcheck.test = { cmd: 'pg_isready' }))).length,
    ).toBeGreaterThan(0);
    expect(schemaProblems(mutated((d) => (d.volumes['postgres-data'] = 'local'))).length).toBeGreaterThan(0);
    expect(
      schemaProblems(mutated((d) => (d.services.service.depends_on.postgres.condition = 'service_ready'))).length,
    ).toBeGreaterThan(0);
    expect(schemaProblems(mutated((d) => (d.services.service.ports = 8080))).length).toBeGreaterThan(0);
  });

  it('a service without a health check, or with it disabled', () => {
    expect(
      ruleProblems(
        mutated((d) => delete d.services.etcd.healthcheck),
        rules,
      ),
    ).toContain('service etcd has no health check');
    expect(
      ruleProblems(
        mutated((d) => (d.services.minio.healthcheck = { disable: true })),
        rules,
      ),
    ).toContain('service minio has no health check');
    // and what waits for it cannot wait for it to be healthy
    expect(
      ruleProblems(
        mutated((d) => delete d.services.postgres.healthcheck),
        rules,
      ),
    ).toContain('service service waits for postgres to be healthy, but postgres has no health check');
  });

  it('depends_on without service_healthy, or on a service that does not exist', () => {
    expect(
      ruleProblems(
        mutated((d) => (d.services.milvus.depends_on = ['etcd', 'minio'])),
        rules,
      ).join('\n'),
    ).toMatch(/without conditions/);
    expect(
      ruleProblems(
        mutated((d) => (d.services.service.depends_on.milvus.condition = 'service_started')),
        rules,
      ),
    ).toContain('service service waits for milvus with condition service_started, not service_healthy');
    expect(
      ruleProblems(
        mutated((d) => (d.services.service.depends_on.redis = { condition: 'service_healthy' })),
        rules,
      ),
    ).toContain('service service depends on redis, which is not a service of the file');
  });

  it('a volume mounted but not declared, and one declared but unused', () => {
    expect(
      ruleProblems(
        mutated((d) => delete d.volumes['etcd-data']),
        rules,
      ),
    ).toContain('service etcd mounts volume etcd-data, which the top-level volumes do not declare');
    expect(
      ruleProblems(
        mutated((d) => (d.volumes.spare = null)),
        rules,
      ),
    ).toContain('volume spare is declared but no service mounts it');
  });

  it('a setting of the service that src/config.ts does not read', () => {
    expect(
      ruleProblems(
        mutated((d) => (d.services.service.environment.DATABASE_URI = 'postgres://x@postgres/memsvc')),
        rules,
      ),
    ).toContain('service service sets DATABASE_URI, which src/config.ts does not read');
    // the list form of environment is read the same way
    expect(
      ruleProblems(
        mutated((d) => (d.services.service.environment = ['HOST=0.0.0.0', 'VECTOR_DB=milvus://milvus:19530'])),
        rules,
      ),
    ).toEqual(['service service sets VECTOR_DB, which src/config.ts does not read']);
  });

  it('an image that is not pinned, in the file or in the Dockerfile', () => {
    expect(
      ruleProblems(
        mutated((d) => (d.services.milvus.image = 'milvusdb/milvus:latest')),
        rules,
      ),
    ).toContain('service milvus uses image milvusdb/milvus:latest, which is not pinned to a version');
    expect(
      ruleProblems(
        mutated((d) => (d.services.etcd.image = 'quay.io/coreos/etcd')),
        rules,
      ),
    ).toContain('service etcd uses image quay.io/coreos/etcd, which is not pinned to a version');
    expect(
      ruleProblems(parse(composeText), { ...rules, dockerfile: rules.dockerfile.replace(/^FROM \S+/m, 'FROM node') }),
    ).toContain('the Dockerfile builds from node, which is not pinned to a version');
    expect(isPinnedImage('localhost:5000/memsvc')).toBe(false); // a registry port is not a tag
    expect(isPinnedImage('localhost:5000/memsvc:1.2')).toBe(true);
    expect(isPinnedImage(`postgres@sha256:${'a'.repeat(64)}`)).toBe(true);
  });

  it('a service health check that does not call GET /health', () => {
    expect(
      ruleProblems(
        mutated((d) => (d.services.service.healthcheck.test = ['CMD', 'true'])),
        rules,
      ),
    ).toContain("service service's health check does not call GET /health");
  });
});
