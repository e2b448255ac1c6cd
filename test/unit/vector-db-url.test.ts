import { describe, expect, it } from 'vitest';
import {
  parseVectorDbUrl,
  resolveVectorDbUrl,
  VectorDbUrlError,
} from '../../src/modules/memory/vector-store/vector-db-url.js';
import { OutboundGuard, type LookupAll } from '../../src/platform/outbound/outbound-guard.js';

const dns: Record<string, string[]> = {
  'vectors.example.com': ['93.184.215.14'],
  'sneaky.example.com': ['93.184.215.14', '10.1.2.3'],
  'milvus.internal': ['192.168.1.20'],
};
const lookup: LookupAll = async (host) => {
  const addresses = dns[host];
  if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: 4 }));
};
const guard = (allowedHosts: string[] = []) => new OutboundGuard({ allowedHosts, lookup });

async function refusal(url: string, allowedHosts: string[] = []): Promise<string> {
  const err = await resolveVectorDbUrl(url, guard(allowedHosts)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(VectorDbUrlError);
  return (err as Error).message;
}

describe('vector_db_url checks', () => {
  it('accepts public hosts of both kinds and answers the address to pin', async () => {
    await expect(
      resolveVectorDbUrl('postgres://u:p@vectors.example.com/db?sslmode=verify-full&application_name=agents', guard()),
    ).resolves.toMatchObject({
      kind: 'pgvector',
      host: 'vectors.example.com',
      port: 5432,
      address: '93.184.215.14',
    });
    await expect(resolveVectorDbUrl('https://vectors.example.com?token=abc', guard())).resolves.toMatchObject({
      kind: 'milvus',
      port: 443,
    });
    await expect(resolveVectorDbUrl('milvus://93.184.215.14:19531?database=mem', guard())).resolves.toMatchObject({
      kind: 'milvus',
      port: 19531,
    });
  });

  it('refuses loopback, private, link-local and metadata addresses, literal or resolved, without naming the resolved address', async () => {
    for (const url of [
      'postgres://127.0.0.1/db',
      'postgres://localhost/db',
      'milvus://[::1]:19530',
      'postgres://10.0.0.5/db',
      'grpc://169.254.169.254:80',
      'http://[::ffff:127.0.0.1]:19530',
      'postgres://milvus.internal/db',
      'postgres://sneaky.example.com/db',
    ]) {
      const message = await refusal(url.replace('localhost', 'milvus.internal'));
      expect(message).toMatch(/loopback, private, link-local or metadata/);
      expect(message).toContain('VECTOR_DB_ALLOWED_HOSTS');
      expect(message).not.toMatch(/192\.168|10\.1\.2\.3/);
    }
  });

  it('accepts a loopback or private host the operator allow-lists by name', async () => {
    await expect(resolveVectorDbUrl('milvus://127.0.0.1:19530', guard(['127.0.0.1']))).resolves.toMatchObject({
      address: '127.0.0.1',
    });
    await expect(
      resolveVectorDbUrl('postgres://MILVUS.internal/db', guard(['milvus.internal'])),
    ).resolves.toMatchObject({ address: '192.168.1.20' });
  });

  it('refuses names that do not resolve', async () => {
    expect(await refusal('postgres://nowhere.example.com/db')).toMatch(/does not resolve/);
  });

  it('accepts only its own parameters, naming any other', () => {
    for (const [url, name] of [
      ['postgres://vectors.example.com/db?sslcert=/etc/ssl/key.pem', 'sslcert'],
      ['postgres://vectors.example.com/db?host=/var/run/postgresql', 'host'],
      ['postgres://vectors.example.com/db?options=-c%20search_path%3Devil', 'options'],
      ['milvus://vectors.example.com?sslmode=disable', 'sslmode'],
    ] as const) {
      expect(() => parseVectorDbUrl(url)).toThrow(new RegExp(`'${name}'`));
    }
    expect(() => parseVectorDbUrl('postgres://vectors.example.com/db?sslmode=prefer')).toThrow(/sslmode/);
    expect(() => parseVectorDbUrl('postgres://vectors.example.com/db?sslmode=require&sslmode=disable')).toThrow(
      /more than once/,
    );
  });

  it('refuses unix sockets, lists of hosts and other schemes', () => {
    for (const url of [
      'postgres:///db',
      'postgres://%2Fvar%2Frun%2Fpostgresql/db',
      'postgres://a.example.com,b.example.com/db',
      'ftp://vectors.example.com/x',
      'not a url',
    ]) {
      expect(() => parseVectorDbUrl(url)).toThrow(VectorDbUrlError);
    }
  });
});

describe('account vector stores', () => {
  it('keeps at most maxStores open, closing the least recently used, and closes idle ones', async () => {
    const { VectorStores } = await import('../../src/modules/memory/vector-store/vector-stores.js');
    let now = 0;
    const stores = new VectorStores(
      'postgres://builtin.invalid/db',
      undefined,
      { guard: guard(), connectTimeoutMs: 100, statementTimeoutMs: 100, maxStores: 2, idleMs: 1000 },
      () => now,
    );
    const a = stores.for('postgres://vectors.example.com/a');
    stores.for('postgres://vectors.example.com/b');
    expect(stores.for('postgres://vectors.example.com/a')).toBe(a); // a is now the most recent
    stores.for('postgres://vectors.example.com/c'); // b goes
    expect(stores.openAccountStores).toBe(2);
    expect(stores.for('postgres://vectors.example.com/a')).toBe(a);
    now = 5000;
    expect(stores.for('postgres://vectors.example.com/a')).not.toBe(a); // idle: closed and reopened
    expect(stores.openAccountStores).toBe(1);
    await stores.close();
  });
});
