export type JsonLdNode = Record<string, unknown>;

function parseLenient(text: string): unknown {
  const body = text.replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)|(?:-->|\/\/\s*\]\]>)\s*$/g, '').trim();
  try {
    return JSON.parse(body);
  } catch {
    // Raw line breaks and tabs inside strings are the usual breakage; as spaces they are valid JSON.
    try {
      return JSON.parse(body.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return undefined; // a site's broken JSON-LD just means this source has nothing for us
    }
  }
}

function isNode(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Items of arrays and `@graph`s, and the `mainEntity` of pages, as one flat list. */
function flatten(value: unknown, into: JsonLdNode[], depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    value.forEach((item) => flatten(item, into, depth + 1));
    return;
  }
  if (!isNode(value)) return;
  into.push(value);
  if (value['@graph'] !== undefined) flatten(value['@graph'], into, depth + 1);
  if (value.mainEntity !== undefined) flatten(value.mainEntity, into, depth + 1);
}

/** Every JSON-LD node of the page, whatever nesting the site used. */
export function readJsonLd(document: Document): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  for (const script of Array.from(document.querySelectorAll('script'))) {
    if (!/^\s*application\/ld\+json\b/i.test(script.getAttribute('type') ?? '')) continue;
    flatten(parseLenient(script.textContent ?? ''), nodes);
  }
  return nodes;
}

/** `@type` may be a string, a list, or a full IRI such as `http://schema.org/JobPosting`. */
export function hasType(node: JsonLdNode, type: string): boolean {
  const types = ([] as unknown[]).concat(node['@type'] ?? []);
  return types.some((t) => typeof t === 'string' && t.replace(/^https?:\/\/schema\.org\//i, '') === type);
}

export function findByType(nodes: JsonLdNode[], type: string): JsonLdNode | undefined {
  return nodes.find((node) => hasType(node, type));
}

/** A value as text: strings and numbers as they are, `{ name }` or `{ @value }` objects by that field. */
export function textOf(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    return value.map(textOf).filter(Boolean).join(', ') || undefined;
  }
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (isNode(value)) return textOf(value.name ?? value['@value']);
  return undefined;
}

export function nodesOf(value: unknown): JsonLdNode[] {
  return ([] as unknown[]).concat(value ?? []).filter(isNode);
}
