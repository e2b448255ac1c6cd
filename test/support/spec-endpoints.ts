// Reads the endpoint rows of the interface specification (spec/service-spec.md) and
// of spec/COVERAGE.md, so that tests can hold the contract to both.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GENERIC_BASE = '/generic/v1';

export interface SpecEndpoint {
  section: string;
  method: string;
  path: string;
  /** The row's text (for an endpoint given in prose, its whole section), where its errors are named. */
  text: string;
}

/** The interface specification the contract answers to: the repository's copy, or SERVICE_SPEC_PATH. */
export function serviceSpecPath(): string {
  const candidates = [
    process.env.SERVICE_SPEC_PATH,
    fileURLToPath(new URL('../../spec/service-spec.md', import.meta.url)),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`service-spec.md not found; looked in: ${candidates.join(', ')} (set SERVICE_SPEC_PATH)`);
  return found;
}

const METHOD = /^(GET|POST|PUT|PATCH|DELETE)$/;

function cells(line: string): string[] {
  return line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
}

/** Every endpoint the specification lists in its "Endpoints" section, in order. */
export function parseSpecEndpoints(markdown: string): SpecEndpoint[] {
  const start = markdown.indexOf('\n## Endpoints');
  const end = markdown.indexOf('\n## ', start + 1);
  if (start < 0) throw new Error('the specification has no "## Endpoints" section');
  const lines = markdown.slice(start, end < 0 ? undefined : end).split('\n');
  const endpoints: SpecEndpoint[] = [];
  let section = '';
  let proseEndpoint: SpecEndpoint | null = null;
  for (const line of lines) {
    if (line.startsWith('### ')) {
      section = line.slice(4).trim();
      proseEndpoint = null;
      continue;
    }
    if (proseEndpoint) proseEndpoint.text += `\n${line}`;
    const generic = section.toLowerCase().startsWith('generic');
    const prose = /^`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/.exec(line);
    if (prose) {
      proseEndpoint = { section, method: prose[1]!, path: prose[2]!, text: line };
      endpoints.push(proseEndpoint);
      continue;
    }
    if (!line.startsWith('|')) continue;
    const [method, path] = cells(line);
    if (!method || !path || !METHOD.test(method) || !path.startsWith('/')) continue;
    endpoints.push({ section, method, path: generic ? GENERIC_BASE + path : path, text: line });
  }
  return endpoints;
}

/**
 * The error statuses a row names, each with the error codes written after it
 * ("400 INVALID_VECTORS, INVALID_METHOD; 404; 409 SYNC_IN_PROGRESS").
 */
export function namedErrors(text: string, knownCodes: ReadonlySet<string>): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const m of text.matchAll(/\b([45]\d\d)\b((?:[ ,]+[A-Z][A-Z_]{3,})*)/g)) {
    const codes = found.get(m[1]!) ?? new Set<string>();
    for (const code of (m[2] ?? '').split(/[ ,]+/)) if (knownCodes.has(code)) codes.add(code);
    found.set(m[1]!, codes);
  }
  return found;
}

/** Path templates compare equal whatever their parameters are called. */
function pathShape(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}

export function endpointKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${pathShape(path)}`;
}

export interface CoverageRow {
  method: string;
  path: string;
  operationId: string;
}

/** The two tables of spec/COVERAGE.md: rows of the specification, and extensions. */
export function parseCoverage(markdown: string): { spec: CoverageRow[]; extensions: CoverageRow[] } {
  const out = { spec: [] as CoverageRow[], extensions: [] as CoverageRow[] };
  let target: CoverageRow[] | null = null;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      const title = line.toLowerCase();
      target = title.includes('extension') ? out.extensions : title.includes('specification') ? out.spec : null;
      continue;
    }
    if (!target || !line.startsWith('|')) continue;
    const row = cells(line);
    const methodAt = row.findIndex((c) => METHOD.test(c));
    if (methodAt < 0) continue;
    const strip = (c: string | undefined) => (c ?? '').replace(/`/g, '');
    target.push({ method: row[methodAt]!, path: strip(row[methodAt + 1]), operationId: strip(row[methodAt + 2]) });
  }
  return out;
}

export function readText(path: string): string {
  return readFileSync(path, 'utf8');
}
