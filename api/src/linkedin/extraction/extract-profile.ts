import { readJsonLd } from '../../fetcher/html/json-ld';
import { readProfileJsonLd } from './json-ld-profile';
import { emptyProfile, mergeProfiles, profileContent } from './linkedin-profile';
import { readProfilePage } from './page-profile';

export interface ExtractedProfile {
  content: string;
  /** The page carried a Person / ProfilePage in JSON-LD: a profile, whatever else the page looks like. */
  structured: boolean;
}

/** The profile's text: JSON-LD (Person / ProfilePage) first, the page's own sections for what it lacks. */
export function extractProfile(document: Document): ExtractedProfile {
  const jsonLd = readProfileJsonLd(readJsonLd(document));
  const fromPage = readProfilePage(document);
  const merged = mergeProfiles(jsonLd ?? emptyProfile(), fromPage);
  // JSON-LD has only the current job titles; the page's headline is the one the person wrote.
  return { content: profileContent({ ...merged, headline: fromPage.headline ?? merged.headline }), structured: jsonLd !== undefined };
}
