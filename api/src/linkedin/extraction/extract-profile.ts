import { readJsonLd } from '../../fetcher/html/json-ld';
import { readProfileJsonLd } from './json-ld-profile';
import { emptyProfile, mergeProfiles, profileContent } from './linkedin-profile';
import { readProfilePage } from './page-profile';

/** The profile's text: JSON-LD (Person / ProfilePage) first, the page's own sections for what it lacks. */
export function extractProfileText(document: Document): string {
  const fromJsonLd = readProfileJsonLd(readJsonLd(document)) ?? emptyProfile();
  const fromPage = readProfilePage(document);
  const merged = mergeProfiles(fromJsonLd, fromPage);
  // JSON-LD has only the current job titles; the page's headline is the one the person wrote.
  return profileContent({ ...merged, headline: fromPage.headline ?? merged.headline });
}
