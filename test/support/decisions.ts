// Finds every "Decision: ..." sentence written in the descriptions of the contract.

export interface Decision {
  /** The operationId or component name whose description holds it. */
  owner: string;
  text: string;
}

function fromDescription(owner: string, description: string): Decision[] {
  const flat = description.replace(/\s+/g, ' ');
  return flat
    .split('Decision:')
    .slice(1)
    .map((chunk) => ({ owner, text: chunk.trim() }));
}

export function findDecisions(doc: Record<string, any>): Decision[] {
  const found: Decision[] = [];
  const walk = (node: unknown, owner: string): void => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, owner));
    if (!node || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    const here = typeof obj.operationId === 'string' ? obj.operationId : owner;
    for (const [key, value] of Object.entries(obj)) {
      if (key === 'description' && typeof value === 'string') found.push(...fromDescription(here, value));
      else walk(value, here);
    }
  };
  walk(doc.info, 'info');
  walk(doc.paths, 'paths');
  for (const [name, schema] of Object.entries<unknown>(doc.components?.schemas ?? {})) walk(schema, name);
  for (const [section, entries] of Object.entries<any>(doc.components ?? {})) {
    if (section === 'schemas') continue;
    for (const [name, value] of Object.entries<unknown>(entries ?? {})) walk(value, name);
  }
  return found;
}

export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
