// Checks of a Compose file, for test/contract/docker-compose.test.ts: the Compose
// Specification's JSON Schema (vendored under test/fixtures/compose-spec) and the rules this
// project holds its own docker-compose.yml to. No Docker engine runs where the tests run, so
// these checks are what stands between the file and a user's `docker compose up`.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const schemaPath = new URL('../fixtures/compose-spec/compose-spec.schema.json', import.meta.url);

let validator: ReturnType<Ajv2020['compile']> | null = null;

function schemaValidator(): ReturnType<Ajv2020['compile']> {
  if (!validator) {
    // strict off: the specification's schema uses annotations (deprecated, ...) Ajv's strict mode rejects.
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    validator = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')));
  }
  return validator;
}

/** Where the schema says the document is wrong, one line per error; empty when it conforms. */
export function schemaProblems(doc: unknown): string[] {
  const validate = schemaValidator();
  if (validate(doc)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `schema: ${e.instancePath || '/'} ${e.message ?? 'is invalid'}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
  );
}

/** Environment variable names the service reads: every `env.NAME` and quoted `'NAME'` of src/config.ts. */
export function settingNames(configSource: string): Set<string> {
  const names = new Set<string>();
  for (const m of configSource.matchAll(/\benv\.([A-Z][A-Z0-9_]*)|'([A-Z][A-Z0-9_]{2,})'/g)) names.add((m[1] ?? m[2])!);
  return names;
}

/** An image reference is pinned when it names a tag other than `latest`, or a digest. */
export function isPinnedImage(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const lastPart = image.split('/').pop()!;
  const tag = lastPart.includes(':') ? lastPart.slice(lastPart.indexOf(':') + 1) : '';
  return tag !== '' && tag !== 'latest' && !tag.includes('${');
}

type Mapping = Record<string, unknown>;
const isMapping = (v: unknown): v is Mapping => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The environment of a service as a mapping, whichever of the two forms the file uses. */
function environmentOf(service: Mapping): Mapping {
  const env = service.environment;
  if (Array.isArray(env))
    return Object.fromEntries(env.map((entry) => String(entry).split('=', 2) as [string, string]));
  return isMapping(env) ? env : {};
}

/** Named volumes a service mounts (bind mounts, starting with . or /, are not named volumes). */
function namedVolumesOf(service: Mapping): string[] {
  const mounts = Array.isArray(service.volumes) ? service.volumes : [];
  const names: string[] = [];
  for (const mount of mounts) {
    if (typeof mount === 'string') {
      const source = mount.split(':')[0]!;
      if (source && mount.includes(':') && !/^[./~$]/.test(source)) names.push(source);
    } else if (isMapping(mount) && mount.type === 'volume' && typeof mount.source === 'string') {
      names.push(mount.source);
    }
  }
  return names;
}

export interface ProjectRules {
  /** The service built from this repository: its environment names must be settings of src/config.ts. */
  appService: string;
  /** Names read from src/config.ts (settingNames). */
  settings: Set<string>;
  /** Text of the Dockerfile the app service builds from: its base image must be pinned too. */
  dockerfile: string;
}

/** The project's own rules; one sentence per problem, empty when the file keeps them all. */
export function ruleProblems(doc: unknown, rules: ProjectRules): string[] {
  if (!isMapping(doc) || !isMapping(doc.services)) return ['the file has no services mapping'];
  const problems: string[] = [];
  const services = doc.services as Record<string, unknown>;
  const declaredVolumes = new Set(isMapping(doc.volumes) ? Object.keys(doc.volumes) : []);
  const usedVolumes = new Set<string>();
  const healthChecked = new Set<string>();

  for (const [name, raw] of Object.entries(services)) {
    if (!isMapping(raw)) continue;
    const health = raw.healthcheck;
    if (
      !isMapping(health) ||
      health.disable === true ||
      health.test === undefined ||
      (Array.isArray(health.test) && health.test[0] === 'NONE')
    ) {
      problems.push(`service ${name} has no health check`);
    } else {
      healthChecked.add(name);
    }
    if (typeof raw.image === 'string' && !isPinnedImage(raw.image))
      problems.push(`service ${name} uses image ${raw.image}, which is not pinned to a version`);
    if (raw.image === undefined && raw.build === undefined)
      problems.push(`service ${name} has neither an image nor a build`);
    for (const volume of namedVolumesOf(raw)) {
      usedVolumes.add(volume);
      if (!declaredVolumes.has(volume))
        problems.push(`service ${name} mounts volume ${volume}, which the top-level volumes do not declare`);
    }
  }
  for (const volume of declaredVolumes)
    if (!usedVolumes.has(volume)) problems.push(`volume ${volume} is declared but no service mounts it`);

  for (const [name, raw] of Object.entries(services)) {
    if (!isMapping(raw) || raw.depends_on === undefined) continue;
    if (!isMapping(raw.depends_on)) {
      problems.push(
        `service ${name} lists depends_on without conditions: use the long form with condition: service_healthy`,
      );
      continue;
    }
    for (const [target, spec] of Object.entries(raw.depends_on)) {
      if (!(target in services))
        problems.push(`service ${name} depends on ${target}, which is not a service of the file`);
      const condition = isMapping(spec) ? spec.condition : undefined;
      if (condition !== 'service_healthy')
        problems.push(`service ${name} waits for ${target} with condition ${String(condition)}, not service_healthy`);
      else if (target in services && !healthChecked.has(target))
        problems.push(`service ${name} waits for ${target} to be healthy, but ${target} has no health check`);
    }
  }

  const app = services[rules.appService];
  if (!isMapping(app)) {
    problems.push(`the file has no service ${rules.appService}`);
  } else {
    for (const key of Object.keys(environmentOf(app))) {
      if (!rules.settings.has(key))
        problems.push(`service ${rules.appService} sets ${key}, which src/config.ts does not read`);
    }
    if (app.build === undefined) problems.push(`service ${rules.appService} is not built from this repository`);
    const healthTest = isMapping(app.healthcheck) ? JSON.stringify(app.healthcheck.test) : '';
    if (!healthTest.includes('/health'))
      problems.push(`service ${rules.appService}'s health check does not call GET /health`);
  }
  for (const m of rules.dockerfile.matchAll(/^FROM\s+(?:--\S+\s+)*(\S+)/gim)) {
    if (!isPinnedImage(m[1]!)) problems.push(`the Dockerfile builds from ${m[1]}, which is not pinned to a version`);
  }
  return problems;
}
