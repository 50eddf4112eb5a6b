import { htmlToText, inlineText } from '../../fetcher/html/html-to-text';
import { findByType, nodesOf, textOf, type JsonLdNode } from '../../fetcher/html/json-ld';
import type { JobPostingParts } from './job-posting';

const EXTRA_SECTIONS: Array<[field: string, heading: string]> = [
  ['responsibilities', 'Responsibilities'],
  ['qualifications', 'Qualifications'],
  ['skills', 'Skills'],
  ['experienceRequirements', 'Experience'],
  ['educationRequirements', 'Education'],
];

function oneLine(value: unknown): string | undefined {
  const text = textOf(value);
  return text ? inlineText(text) || undefined : undefined;
}

function placeText(place: JsonLdNode): string | undefined {
  const address = place.address ?? place;
  if (typeof address === 'string') return oneLine(address);
  const [postal] = nodesOf(address);
  if (!postal) return oneLine(place.name);
  const parts = [postal.addressLocality, postal.addressRegion, postal.addressCountry].map(oneLine).filter((p): p is string => !!p);
  return [...new Set(parts)].join(', ') || oneLine(place.name);
}

function locationOf(posting: JsonLdNode): string | undefined {
  const places = [...new Set(nodesOf(posting.jobLocation).map(placeText).filter((p): p is string => !!p))];
  const remote = /TELECOMMUTE/i.test(String(posting.jobLocationType ?? ''));
  if (remote) {
    const where = nodesOf(posting.applicantLocationRequirements).map((r) => oneLine(r.name)).filter(Boolean);
    places.push(where.length ? `Remote (${where.join(', ')})` : 'Remote');
  }
  return places.join('; ') || undefined;
}

function sectionText(value: unknown): string | undefined {
  const parts = ([] as unknown[]).concat(value ?? []).map((item) => {
    if (typeof item === 'string') return htmlToText(item);
    const node = nodesOf(item)[0];
    return node ? htmlToText(String(node.description ?? node.name ?? '')) : '';
  });
  return parts.filter(Boolean).join('\n') || undefined;
}

function descriptionOf(posting: JsonLdNode): string | undefined {
  const main = typeof posting.description === 'string' ? htmlToText(posting.description) : '';
  const extras = EXTRA_SECTIONS.map(([field, heading]) => {
    const text = sectionText(posting[field]);
    return text && !main.includes(text) ? `${heading}\n${text}` : undefined;
  }).filter(Boolean);
  return [main, ...extras].filter(Boolean).join('\n\n') || undefined;
}

/** A schema.org JobPosting, wherever the page put it (a list, an `@graph`, a page's `mainEntity`). */
export function readJobPostingJsonLd(nodes: JsonLdNode[]): JobPostingParts | undefined {
  const posting = findByType(nodes, 'JobPosting');
  if (!posting) return undefined;
  return {
    title: oneLine(posting.title ?? posting.name),
    company: oneLine(posting.hiringOrganization),
    location: locationOf(posting),
    description: descriptionOf(posting),
  };
}
