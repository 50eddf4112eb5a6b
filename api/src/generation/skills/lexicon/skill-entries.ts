/** One skill: its display name first, then its aliases, in the notation `skill-lexicon.ts` describes. */
export type SkillEntry = readonly string[];

export type SkillEntries = readonly SkillEntry[];
