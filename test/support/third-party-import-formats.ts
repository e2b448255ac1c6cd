// JSON Schemas of the third-party import formats the memory export writes, each written from
// the product's own reference for that request (what its import accepts), not from our output:
//
// - Pinecone, upsert vectors (`POST /vectors/upsert`): `vectors` of `{id, values, sparseValues?,
//   metadata?}` and an optional `namespace`; ids are non-empty strings of at most 512
//   characters; metadata values are strings, numbers, booleans or lists of strings.
// - Qdrant, upsert points (`PUT /collections/{collection_name}/points`, the PointsList form):
//   `points` of `{id, vector, payload?}`; an id is an unsigned integer or a UUID; a vector is a
//   list of floats (or named vectors); the payload is any JSON object or null.
// - Weaviate, batch create objects (`POST /v1/batch/objects`): `objects` of `{class, id?,
//   properties, vector?, tenant?}`; class names start with a capital letter; property names
//   match `[_A-Za-z][_0-9A-Za-z]*`; ids are UUIDs.
// - mem0, the memory list (`GET /v1/memories/`, paginated): `results` of `{id, memory,
//   user_id?, agent_id?, metadata, categories, created_at, updated_at}` with `count`, `next`
//   and `previous`.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const floats = { type: 'array', minItems: 1, items: { type: 'number' } };

export const pineconeUpsert = {
  type: 'object',
  additionalProperties: false,
  required: ['vectors'],
  properties: {
    namespace: { type: 'string' },
    vectors: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'values'],
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 512 },
          values: floats,
          sparseValues: { type: 'object', required: ['indices', 'values'] },
          metadata: {
            type: 'object',
            additionalProperties: {
              anyOf: [
                { type: 'string' },
                { type: 'number' },
                { type: 'boolean' },
                { type: 'array', items: { type: 'string' } },
              ],
            },
          },
        },
      },
    },
  },
};

export const qdrantPointsUpsert = {
  type: 'object',
  additionalProperties: false,
  required: ['points'],
  properties: {
    shard_key: {},
    points: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'vector'],
        properties: {
          id: {
            anyOf: [
              { type: 'integer', minimum: 0 },
              { type: 'string', pattern: UUID },
            ],
          },
          vector: { anyOf: [floats, { type: 'object', additionalProperties: floats }] },
          payload: { type: ['object', 'null'] },
        },
      },
    },
  },
};

export const weaviateBatchObjects = {
  type: 'object',
  additionalProperties: false,
  required: ['objects'],
  properties: {
    fields: { type: 'array' },
    objects: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['class', 'properties'],
        properties: {
          class: { type: 'string', pattern: '^[A-Z][_0-9A-Za-z]*$' },
          id: { type: 'string', pattern: UUID },
          properties: { type: 'object', propertyNames: { pattern: '^[_A-Za-z][_0-9A-Za-z]*$' } },
          vector: floats,
          tenant: { type: 'string' },
        },
      },
    },
  },
};

export const mem0MemoryList = {
  type: 'object',
  required: ['results', 'count'],
  properties: {
    count: { type: 'integer', minimum: 0 },
    next: { type: ['string', 'null'] },
    previous: { type: ['string', 'null'] },
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'memory', 'metadata', 'categories', 'created_at', 'updated_at'],
        properties: {
          id: { type: 'string', minLength: 1 },
          memory: { type: 'string' },
          user_id: { type: 'string' },
          agent_id: { type: 'string' },
          metadata: { type: ['object', 'null'] },
          categories: { type: 'array', items: { type: 'string' } },
          created_at: { type: 'string', format: 'date-time' },
          updated_at: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
};

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);

/** The problems of `value` against the schema (empty when it conforms). */
export function problemsAgainst(schema: object, value: unknown): string[] {
  const validate = ajv.compile(schema);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
