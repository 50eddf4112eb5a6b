import { inlineHtmlText, nodeToText, parseFragment } from './text';
import { removeHiddenInert } from './visibility';
import type { PostingParts } from './posting';

type JsonLdNode = Record<string, unknown>;

function parseLenient(text: string): unknown {
  const body = text.replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)|(?:-->|\/\/\s*\]\]>)\s*$/g, '').trim();
  try {
    return JSON.parse(body);
  } catch {
    try {
      // Raw line breaks and tabs inside strings are the usual breakage; as spaces they are valid JSON.
      return JSON.parse(body.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return undefined; // broken JSON-LD only means this source has nothing
    }
  }
}

const isNode = (value: unknown): value is JsonLdNode => typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(value: unknown, into: JsonLdNode[], depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(value)) return value.forEach((item) => flatten(item, into, depth + 1));
  if (!isNode(value)) return;
  into.push(value);
  if (value['@graph'] !== undefined) flatten(value['@graph'], into, depth + 1);
  if (value.mainEntity !== undefined) flatten(value.mainEntity, into, depth + 1);
}

/** Every JSON-LD node of the page: lists, `@graph`s and a page's `mainEntity` flattened. */
export function readJsonLd(document: Document): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  for (const script of Array.from(document.querySelectorAll('script'))) {
    if (!/^\s*application\/ld\+json\b/i.test(script.getAttribute('type') ?? '')) continue;
    flatten(parseLenient(script.textContent ?? ''), nodes);
  }
  return nodes;
}

function hasType(node: JsonLdNode, type: string): boolean {
  return ([] as unknown[]).concat(node['@type'] ?? []).some((t) => typeof t === 'string' && t.replace(/^https?:\/\/schema\.org\//i, '') === type);
}

function textOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ') || undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (isNode(value)) return textOf(value.name ?? value['@value']);
  return undefined;
}

const nodesOf = (value: unknown): JsonLdNode[] => ([] as unknown[]).concat(value ?? []).filter(isNode);

const EXTRA_SECTIONS: Array<[field: string, heading: string]> = [
  ['responsibilities', 'Responsibilities'],
  ['qualifications', 'Qualifications'],
  ['skills', 'Skills'],
  ['experienceRequirements', 'Experience'],
  ['educationRequirements', 'Education'],
];

/** HTML of a JSON-LD field as plain text, without the parts its markup hides. */
function htmlToText(html: string, document: Document): string {
  if (!/<[a-z!/]/i.test(html) && !/&[#a-z0-9]+;/i.test(html)) return html.replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim();
  const fragment = parseFragment(html, document);
  removeHiddenInert(fragment);
  const once = nodeToText(fragment);
  // Some sites escape the HTML twice (&lt;p&gt;): what still shows tags is parsed once more.
  if (/<\/?(?:p|br|li|ul|ol|div|strong|b|em|h[1-6]|span)\b[^>]*>/i.test(once)) {
    const again = parseFragment(once, document);
    removeHiddenInert(again);
    return nodeToText(again);
  }
  return once;
}

function oneLine(value: unknown, document: Document): string | undefined {
  const text = textOf(value);
  return text ? inlineHtmlText(text, document) || undefined : undefined;
}

function placeText(place: JsonLdNode, document: Document): string | undefined {
  const address = place.address ?? place;
  if (typeof address === 'string') return oneLine(address, document);
  const [postal] = nodesOf(address);
  if (!postal) return oneLine(place.name, document);
  const parts = [postal.addressLocality, postal.addressRegion, postal.addressCountry].map((p) => oneLine(p, document)).filter((p): p is string => !!p);
  return [...new Set(parts)].join(', ') || oneLine(place.name, document);
}

function locationOf(posting: JsonLdNode, document: Document): string | undefined {
  const places = [...new Set(nodesOf(posting.jobLocation).map((p) => placeText(p, document)).filter((p): p is string => !!p))];
  if (/TELECOMMUTE/i.test(String(posting.jobLocationType ?? ''))) {
    const where = nodesOf(posting.applicantLocationRequirements).map((r) => oneLine(r.name, document)).filter(Boolean);
    places.push(where.length ? `Remote (${where.join(', ')})` : 'Remote');
  }
  return places.join('; ') || undefined;
}

function sectionText(value: unknown, document: Document): string | undefined {
  const parts = ([] as unknown[]).concat(value ?? []).map((item) => {
    if (typeof item === 'string') return htmlToText(item, document);
    const node = nodesOf(item)[0];
    return node ? htmlToText(String(node.description ?? node.name ?? ''), document) : '';
  });
  return parts.filter(Boolean).join('\n') || undefined;
}

function descriptionOf(posting: JsonLdNode, document: Document): string | undefined {
  const main = typeof posting.description === 'string' ? htmlToText(posting.description, document) : '';
  const extras = EXTRA_SECTIONS.map(([field, heading]) => {
    const text = sectionText(posting[field], document);
    return text && !main.includes(text) ? `${heading}\n${text}` : undefined;
  }).filter(Boolean);
  return [main, ...extras].filter(Boolean).join('\n\n') || undefined;
}

/** The page's schema.org JobPosting, wherever it sits (a list, an `@graph`, a page's `mainEntity`). */
export function readJobPostingJsonLd(document: Document): PostingParts | undefined {
  const posting = readJsonLd(document).find((node) => hasType(node, 'JobPosting'));
  if (!posting) return undefined;
  return {
    title: oneLine(posting.title ?? posting.name, document),
    company: oneLine(posting.hiringOrganization, document),
    location: locationOf(posting, document),
    description: descriptionOf(posting, document),
  };
}
