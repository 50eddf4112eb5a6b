import { htmlToText, inlineText } from '../../fetcher/html/html-to-text';
import { findByType, nodesOf, textOf, type JsonLdNode } from '../../fetcher/html/json-ld';
import { emptyProfile, type LinkedinProfile } from './linkedin-profile';

function oneLine(value: unknown): string | undefined {
  const text = textOf(value);
  return text ? inlineText(text) || undefined : undefined;
}

function list(value: unknown): string[] {
  return ([] as unknown[])
    .concat(value ?? [])
    .map(oneLine)
    .filter((v): v is string => !!v);
}

function period(role: JsonLdNode | undefined): string {
  if (!role) return '';
  const start = oneLine(role.startDate);
  const end = oneLine(role.endDate);
  if (!start && !end) return '';
  return ` (${start ?? '?'} – ${end ?? 'present'})`;
}

/** "Role, Organisation (start – end)" plus the role's description, from worksFor/alumniOf items. */
function membership(org: JsonLdNode): string | undefined {
  const name = oneLine(org.name);
  if (!name) return undefined;
  const role = nodesOf(org.member)[0];
  const roleName = oneLine(role?.roleName ?? role?.name);
  const description = role?.description ? htmlToText(String(role.description)) : '';
  const first = `${roleName ? `${roleName}, ` : ''}${name}${period(role)}`;
  return description ? `${first}\n${description}` : first;
}

function locationOf(person: JsonLdNode): string | undefined {
  const address = nodesOf(person.address)[0];
  if (!address) return oneLine(person.homeLocation ?? person.address);
  const parts = [address.addressLocality, address.addressRegion, address.addressCountry].map(oneLine).filter(Boolean);
  return [...new Set(parts)].join(', ') || undefined;
}

/** A schema.org Person, alone, in an `@graph`, or as a ProfilePage's `mainEntity`. */
export function readProfileJsonLd(nodes: JsonLdNode[]): LinkedinProfile | undefined {
  const person = findByType(nodes, 'Person');
  if (!person) return undefined;
  const profile = emptyProfile();
  profile.name = oneLine(person.name);
  profile.headline = list(person.jobTitle)[0];
  profile.location = locationOf(person);
  profile.about = typeof person.description === 'string' ? htmlToText(person.description) || undefined : undefined;
  profile.experience = nodesOf(person.worksFor)
    .map(membership)
    .filter((e): e is string => !!e);
  profile.education = nodesOf(person.alumniOf)
    .map(membership)
    .filter((e): e is string => !!e);
  profile.skills = [...list(person.knowsAbout), ...list(person.skills)];
  profile.languages = list(person.knowsLanguage);
  return profile;
}
