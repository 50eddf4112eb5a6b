import { inlineHtmlText } from '../html/html-text';
import { htmlToText } from '../html/html-to-text';
import { findByType, nodesOf, readJsonLd, textOf, type JsonLdNode } from '../html/json-ld';
import type { PostingParts } from './posting-parts';

const EXTRA_SECTIONS: Array<[field: string, heading: string]> = [
  ['responsibilities', 'Responsibilities'],
  ['qualifications', 'Qualifications'],
  ['skills', 'Skills'],
  ['experienceRequirements', 'Experience'],
  ['educationRequirements', 'Education'],
];

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
  const places = [
    ...new Set(
      nodesOf(posting.jobLocation)
        .map((p) => placeText(p, document))
        .filter((p): p is string => !!p),
    ),
  ];
  if (/TELECOMMUTE/i.test(String(posting.jobLocationType ?? ''))) {
    const where = nodesOf(posting.applicantLocationRequirements)
      .map((r) => oneLine(r.name, document))
      .filter(Boolean);
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

/** A schema.org JobPosting among JSON-LD nodes (a list, an `@graph`, a page's `mainEntity`); the employer is its `hiringOrganization`. */
export function readJobPostingNodes(nodes: JsonLdNode[], document: Document): PostingParts | undefined {
  const posting = findByType(nodes, 'JobPosting');
  if (!posting) return undefined;
  return {
    title: oneLine(posting.title ?? posting.name, document),
    company: oneLine(posting.hiringOrganization, document),
    location: locationOf(posting, document),
    description: descriptionOf(posting, document),
  };
}

/** The page's schema.org JobPosting, if it has one. */
export function readJobPostingJsonLd(document: Document): PostingParts | undefined {
  return readJobPostingNodes(readJsonLd(document), document);
}
