import { MAX_LINKEDIN_CONTENT_CHARS } from '@coverletter/contracts';

export interface LinkedinProfile {
  name?: string;
  headline?: string;
  location?: string;
  about?: string;
  /** One entry per position: a first line, then any description lines. */
  experience: string[];
  education: string[];
  skills: string[];
  languages: string[];
}

export const emptyProfile = (): LinkedinProfile => ({ experience: [], education: [], skills: [], languages: [] });

function bullets(entries: string[]): string {
  return entries.map((entry) => `• ${entry.replace(/\n/g, '\n  ')}`).join('\n');
}

/** The profile as plain text: name, headline and location lines, then one block per section. */
export function profileContent(profile: LinkedinProfile): string {
  const header = [
    profile.name && `Name: ${profile.name}`,
    profile.headline && `Headline: ${profile.headline}`,
    profile.location && `Location: ${profile.location}`,
  ].filter(Boolean);
  const sections = [
    header.join('\n'),
    profile.about && `About\n${profile.about}`,
    profile.experience.length && `Experience\n${bullets(profile.experience)}`,
    profile.education.length && `Education\n${bullets(profile.education)}`,
    profile.skills.length && `Skills\n${profile.skills.join(', ')}`,
    profile.languages.length && `Languages\n${profile.languages.join(', ')}`,
  ].filter((s): s is string => typeof s === 'string' && s.length > 0);
  const text = sections.join('\n\n');
  return text.length > MAX_LINKEDIN_CONTENT_CHARS ? text.slice(0, MAX_LINKEDIN_CONTENT_CHARS).trimEnd() : text;
}

/** Fields the first profile lacks are taken from the second. */
export function mergeProfiles(first: LinkedinProfile, second: LinkedinProfile): LinkedinProfile {
  return {
    name: first.name ?? second.name,
    headline: first.headline ?? second.headline,
    location: first.location ?? second.location,
    about: first.about ?? second.about,
    experience: first.experience.length ? first.experience : second.experience,
    education: first.education.length ? first.education : second.education,
    skills: first.skills.length ? first.skills : second.skills,
    languages: first.languages.length ? first.languages : second.languages,
  };
}
