// Dredd hooks: turn the transactions Dredd builds from the contract into requests that can
// pass against a live service.
//
// Dredd makes one transaction per documented response (status and media type) with the
// request from the first example. Left alone, most would fail: example ids name no record,
// error statuses need a request that provokes them, a `default` response is read as a 200, and a
// 204 (no content) gets no transaction at all. So before the first transaction these hooks
//   - find each transaction's operation and status (`plan`), and what kind of request it needs;
//   - add a transaction for every operation whose success has none (the 204 deletes);
//   - seed the records (dredd-seed.cjs) that the plans (dredd-plan.cjs) point the requests at;
//   - skip only what contract-tests/dredd-skips.json lists with its reason, and fail a
//     transaction no rule knows how to provoke (never a silent skip);
//   - move the 429 transactions to the end, since they spend request budgets.
// Before validation they accept `; charset=utf-8` after the documented media type: the service
// names the charset of its JSON, the contract names only the media type.
'use strict';

const hooks = require('hooks');
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const YAML = require('yaml');
const { plans } = require('./dredd-plan.cjs');
const { seed, exhaustRateLimit } = require('./dredd-seed.cjs');

const ROOT = resolve(__dirname, '..');
const SERVICE_URL = process.env.SERVICE_URL;
const RECEIVER_URL = process.env.DREDD_RECEIVER_URL;
const SKIPS = JSON.parse(readFileSync(resolve(__dirname, 'dredd-skips.json'), 'utf8')).skips;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const contract = YAML.parse(readFileSync(resolve(ROOT, 'generated/openapi.yaml'), 'utf8'));

/** `METHOD template` -> the operation, the statuses it documents and its path's methods. */
const operations = new Map();
for (const [template, item] of Object.entries(contract.paths)) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    operations.set(`${method.toUpperCase()} ${template}`, {
      id: op.operationId,
      template,
      method,
      statuses: Object.keys(op.responses),
      hasBody: Boolean(op.requestBody),
      deviceAuth: (op.security || []).some((s) => 'DeviceTokenAuth' in s),
      otherMethod: ['PUT', 'PATCH', 'DELETE', 'POST', 'GET'].find((m) => !item[m.toLowerCase()]),
    });
  }
}

/** How the request of a transaction is built, by the status it checks. */
const KIND_OF_STATUS = {
  401: 'unauthorized',
  404: 'notFound',
  422: 'invalid',
  400: 'badRequest',
  413: 'tooLarge',
  429: 'rateLimited',
};
const PLANNED_ERROR_STATUSES = ['403', '409'];

/**
 * The JSON Schema (draft-07) of a response body from the contract. Dredd 14 reads no schema
 * from an OpenAPI 3 document it cannot fully parse and falls back to the example's keys, which
 * would demand every optional and map key an example happens to show; the hooks give it the
 * contract's schema instead. OpenAPI's `nullable` becomes a null alternative, formats that
 * JSON Schema validators do not all know are dropped, and only the component schemas a body
 * reaches are carried along (as `definitions`).
 */
const SAFE_FORMATS = new Set(['date-time', 'date', 'email', 'uri', 'uuid']);
function toJsonSchema(node) {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref') out.$ref = value.replace('#/components/schemas/', '#/definitions/');
    else if (['nullable', 'example', 'discriminator', 'xml', 'externalDocs', 'deprecated'].includes(key)) continue;
    else if (key === 'format' && !SAFE_FORMATS.has(value)) continue;
    // OpenAPI 3.0 writes an exclusive bound as a flag beside the bound; JSON Schema as the bound.
    else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') {
      if (value) out[key] = node[key === 'exclusiveMinimum' ? 'minimum' : 'maximum'];
    } else if (
      (key === 'minimum' && node.exclusiveMinimum === true) ||
      (key === 'maximum' && node.exclusiveMaximum === true)
    )
      continue;
    else if (key === 'properties' || key === 'patternProperties')
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonSchema(v)]));
    else out[key] = toJsonSchema(value);
  }
  if (node.nullable) {
    if (out.enum && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return typeof out.type === 'string' && !out.enum
      ? { ...out, type: [out.type, 'null'] }
      : { anyOf: [out, { type: 'null' }] };
  }
  return out;
}
const definitions = Object.fromEntries(
  Object.entries(contract.components.schemas).map(([name, schema]) => [name, toJsonSchema(schema)]),
);
function reachable(schema, found = new Set()) {
  const text = JSON.stringify(schema);
  for (const [, name] of text.matchAll(/"#\/definitions\/([^"]+)"/g)) {
    if (found.has(name)) continue;
    found.add(name);
    reachable(definitions[name], found);
  }
  return found;
}
function deref(node) {
  while (node && node.$ref)
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce((at, key) => at[key], contract);
  return node;
}
function bodySchemaOf(opId, status, mediaType) {
  const op = [...operations.values()].find((o) => o.id === opId);
  const response = deref(contract.paths[op.template][op.method].responses[status]);
  const schema = response && response.content && response.content[mediaType] && response.content[mediaType].schema;
  if (!schema) return null;
  const root = toJsonSchema(schema);
  const used = reachable(root);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...root,
    definitions: Object.fromEntries([...used].map((n) => [n, definitions[n]])),
  };
}

/** The error code each generic probe must be answered with (beside its status). */
const CODES = {
  unauthorized: ['UNAUTHORIZED', 'INVALID_API_KEY', 'INVALID_DEVICE_TOKEN'],
  invalid: ['VALIDATION_ERROR'],
  badRequest: ['INVALID_JSON'],
  tooLarge: ['PAYLOAD_TOO_LARGE'],
  rateLimited: ['RATE_LIMIT_EXCEEDED'],
};

let seeded;
/** Request bodies of the contract's examples, by operationId (seeding reuses some). */
const exampleBodies = {};

function parseJson(text) {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function mediaTypeOf(t) {
  return Object.entries(t.expected.headers || {})
    .find(([h]) => h.toLowerCase() === 'content-type')?.[1]
    ?.split(';')[0];
}

function describe(transaction) {
  const op = operations.get(`${transaction.request.method} ${transaction.origin.resourceName}`);
  if (!op)
    return { fail: `no operation ${transaction.request.method} ${transaction.origin.resourceName} in the contract` };
  return { op };
}

hooks.beforeAll(async (transactions, done) => {
  try {
    const seen = new Set();
    const successOf = new Map();
    for (const t of transactions) {
      const { op, fail } = describe(t);
      if (fail) {
        t.fail = fail;
        continue;
      }
      const status = String(t.expected.statusCode);
      const mediaKey = `${op.id} ${status} ${t.name}`;
      // The `default` response comes last in every operation and Dredd reads it as a 200: a 200
      // the operation does not document, in a media type its 200 does not have, or a second 200
      // of the same media type, is it.
      const content = op.statuses.includes(status)
        ? deref(contract.paths[op.template][op.method].responses[status]).content
        : null;
      const isDefault = !content || !content[mediaTypeOf(t)] || seen.has(mediaKey);
      seen.add(mediaKey);
      t.plan = { op: op.id, status: isDefault ? 'default' : status };
      if (!isDefault && status.startsWith('2')) {
        successOf.set(op.id, t);
        exampleBodies[op.id] ??= parseJson(t.request.body);
      }
    }
    // A success without content (204) gets no transaction from Dredd: add one, built from the
    // operation's `default` transaction.
    for (const [, op] of operations) {
      if (successOf.has(op.id)) continue;
      const empty = op.statuses.find((s) => s.startsWith('2'));
      const base = transactions.find((t) => t.plan && t.plan.op === op.id);
      if (!empty || !base) continue;
      const clone = JSON.parse(JSON.stringify(base));
      clone.name = `${base.origin.resourceName} > ${base.origin.actionName} > ${empty}`;
      clone.id = `${clone.request.method} (${empty}) ${clone.request.uri}`;
      clone.expected = { statusCode: empty, headers: {} };
      clone.plan = { op: op.id, status: empty };
      transactions.push(clone);
    }
    for (const t of transactions) {
      if (!t.plan) continue;
      const { op, status } = t.plan;
      if (SKIPS[`${op} ${status}`]) {
        t.skip = true;
        continue;
      }
      t.plan.kind = status.startsWith('2') ? 'success' : status === 'default' ? 'default' : KIND_OF_STATUS[status];
      if (PLANNED_ERROR_STATUSES.includes(status)) t.plan.kind = plans[op]?.cases?.[status] ? 'planned' : undefined;
      if (!plans[op]) t.fail = `dredd-plan.cjs has no plan for ${op}`;
      else if (!t.plan.kind)
        t.fail = `no rule provokes ${status} for ${op}: add a case to dredd-plan.cjs or list it with its reason in dredd-skips.json`;
    }
    // Rate-limited transactions last: they spend the budgets the others need.
    const ordered = [
      ...transactions.filter((t) => t.plan?.kind !== 'rateLimited'),
      ...transactions.filter((t) => t.plan?.kind === 'rateLimited'),
    ];
    transactions.splice(0, transactions.length, ...ordered);
    seeded = await seed(SERVICE_URL, RECEIVER_URL, exampleBodies);
    done();
  } catch (err) {
    // A failed seeding fails every transaction with its reason instead of stopping Dredd.
    for (const t of transactions) t.fail = `seeding failed: ${err.stack || err}`;
    done();
  }
});

function credentials(plan, kindCase, op) {
  const who = kindCase.auth ?? plan.auth ?? (op.deviceAuth ? 'device' : 'main');
  switch (who) {
    case 'none':
      return null;
    case 'device':
      return seeded.deviceToken;
    default:
      return seeded[who].key;
  }
}

async function specValue(spec, ...args) {
  return typeof spec === 'function' ? spec(...args) : spec;
}

hooks.beforeEach(async (t, done) => {
  try {
    if (t.skip || t.fail || !t.plan?.kind) return done();
    const op = operations.get(`${t.request.method} ${t.origin.resourceName}`);
    const plan = plans[t.plan.op];
    const { kind, status } = t.plan;
    const kindCase = kind === 'planned' ? plan.cases[status] : (plan.cases && plan.cases[status]) || {};
    const exampleBody = parseJson(t.request.body);
    const context = { exampleBody: exampleBody ?? exampleBodies[t.plan.op], mediaType: mediaTypeOf(t) };

    // Path: the seeded records, except where the status is about a missing one.
    const [examplePath, exampleQuery = ''] = t.request.uri.split('?');
    let path = examplePath;
    const params = kindCase.params ?? (kind === 'notFound' ? null : plan.params);
    if (params) {
      path = op.template;
      for (const [name, value] of Object.entries(await specValue(params, seeded, context)))
        path = path.replace(`{${name}}`, encodeURIComponent(value));
    }
    const query = new URLSearchParams(exampleQuery);
    const overrides = kindCase.query ?? plan.query;
    if (overrides) {
      for (const [name, value] of Object.entries(await specValue(overrides, seeded, context))) {
        if (value === null || value === undefined) query.delete(name);
        else query.set(name, String(value));
      }
    }
    if (kind === 'invalid') query.set('contract_probe', 'unknown parameter');

    // Body: the plan's for a success (per status when there are two), else the example.
    if (op.hasBody) {
      let body = exampleBody;
      const bodySpec = kindCase.body ?? (kind === 'notFound' ? undefined : plan.body);
      if (bodySpec) {
        const forStatus =
          typeof bodySpec === 'function' ? bodySpec : (bodySpec[status] ?? bodySpec[Object.keys(bodySpec)[0]]);
        body = await forStatus(seeded, context);
      }
      t.request.body = body === undefined ? '' : JSON.stringify(body);
      t.request.headers['Content-Type'] = 'application/json';
    }
    if (kind === 'badRequest') t.request.body = '{"truncated": ';
    if (kind === 'tooLarge') t.request.body = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) });
    if (kind === 'default') {
      // `default` stands for the statuses an operation does not list: a body in a media type
      // the service does not take (415), or a method the path does not have (405).
      if (op.hasBody) {
        t.request.body = 'plain text';
        t.request.headers['Content-Type'] = 'text/plain';
        t.expected.statusCode = '415';
        t.plan.code = 'UNSUPPORTED_MEDIA_TYPE';
      } else {
        t.request.method = op.otherMethod;
        t.expected.statusCode = '405';
        t.plan.code = 'METHOD_NOT_ALLOWED';
      }
    }
    delete t.request.headers['Content-Length'];

    // Credentials.
    delete t.request.headers.Authorization;
    let token = credentials(plan, kindCase, op);
    if (kind === 'unauthorized') token = op.deviceAuth ? 'devtok_not_a_token_of_this_device_000000000' : null;
    if (kind === 'rateLimited') {
      // The free account's budgets: its key's on the main surface, its own on the generic
      // surface, its device's for device-token calls; anonymous calls spend this address's.
      const generic = t.origin.resourceName.startsWith('/generic/');
      let probe;
      if (token === null) probe = '/health';
      else if (op.deviceAuth) {
        token = seeded.freeDevice.token;
        probe = `/v1/devices/${seeded.freeDevice.id}/memories/changes`;
        path = op.template.replace('{device_id}', seeded.freeDevice.id);
      } else {
        token = seeded.free.key;
        probe = generic ? '/generic/v1/users/dredd-user/stats' : '/v1/keys/usage';
      }
      await exhaustRateLimit(SERVICE_URL, probe, token);
    }
    if (token) t.request.headers.Authorization = `Bearer ${token}`;

    const search = query.toString();
    t.request.uri = search ? `${path}?${search}` : path;
    t.fullPath = t.request.uri;
    done();
  } catch (err) {
    t.fail = `the hooks could not prepare the request: ${err.stack || err}`;
    done();
  }
});

hooks.beforeEachValidation((t) => {
  if (!t.real || !t.expected.headers) return;
  const expectedName = Object.keys(t.expected.headers).find((h) => h.toLowerCase() === 'content-type');
  const real = t.real.headers['content-type'];
  if (!expectedName || !real) return;
  const [mediaType, ...parameters] = real.split(';').map((p) => p.trim());
  // Only the charset parameter is forgiven, and only after the documented media type.
  if (mediaType === t.expected.headers[expectedName] && parameters.every((p) => /^charset=utf-8$/i.test(p))) {
    t.expected.headers[expectedName] = real;
  }
});

// The contract's schema for the body, in place of the example's keys.
hooks.beforeEachValidation((t) => {
  if (!t.plan || !t.plan.kind || !t.real) return;
  const mediaType = mediaTypeOf(t);
  if (!mediaType) return;
  // A file download (`format: binary`) is checked by status and headers; its bytes are the
  // export's, whose formats the export tests check.
  const raw = deref(contract.paths[[...operations.values()].find((o) => o.id === t.plan.op).template]);
  const response =
    raw && deref(Object.values(raw).find((o) => o && o.operationId === t.plan.op)?.responses?.[t.plan.status]);
  if (response?.content?.[mediaType]?.schema?.format === 'binary') {
    delete t.expected.body;
    return;
  }
  if (!/json/.test(mediaType)) return;
  const schema = bodySchemaOf(t.plan.op, t.plan.status, mediaType);
  if (!schema) return;
  t.expected.bodySchema = schema;
  delete t.expected.body;
});

hooks.afterEach((t) => {
  // A generic probe must meet the error it aims at, not another one of the same status.
  const wanted =
    t.plan &&
    (t.plan.code
      ? [t.plan.code]
      : t.plan.kind === 'planned'
        ? [].concat(plans[t.plan.op].cases[t.plan.status].code || [])
        : CODES[t.plan.kind]);
  if (wanted && wanted.length && t.real && t.test && t.test.valid) {
    const code = parseJson(t.real.body)?.error?.code;
    if (!wanted.includes(code)) t.fail = `answered error code ${code}, expected ${wanted.join(' or ')}`;
  }
  // The runner counts and checks skips by operation and status.
  if (t.test) t.test.contract = t.plan ? { op: t.plan.op, status: t.plan.status, kind: t.plan.kind } : null;
});
