import { SOFTWARE_SKILLS } from './lexicon/software';
import { DATA_SKILLS } from './lexicon/data';
import { HEALTHCARE_SKILLS } from './lexicon/healthcare';
import { MARKETING_SKILLS } from './lexicon/marketing';
import { FINANCE_SKILLS } from './lexicon/finance';
import { SALES_SKILLS } from './lexicon/sales';
import { EDUCATION_SKILLS } from './lexicon/education';
import { DESIGN_SKILLS } from './lexicon/design';
import { OPERATIONS_SKILLS } from './lexicon/operations';
import { HR_SKILLS } from './lexicon/hr';
import { LOGISTICS_SKILLS } from './lexicon/logistics';
import { HOSPITALITY_SKILLS } from './lexicon/hospitality';
import { TRADES_SKILLS } from './lexicon/trades';
import { GENERAL_SKILLS } from './lexicon/general';
import { LANGUAGES_SKILLS } from './lexicon/languages';
import { LEGAL_SKILLS } from './lexicon/legal';
import type { SkillEntries } from './lexicon/skill-entries';

/**
 * The skills the local writer recognises, and the aliases grounding uses for both writers; one file
 * per field in `lexicon/`.
 *
 * Each entry lists the display name first, then aliases. The display name is matched too.
 * Notation (parsed by `skill-matcher.ts`):
 * - `name`      case-insensitive, whole words; spaces and hyphens also match each other. A word of
 *               five letters or more at the end also takes Swedish and plural endings
 *               ("journalsystemet", "customer services").
 * - `stem*`     any word that starts with the stem (Swedish compounds and inflections:
 *               'projektled*' matches projektledning, projektledare, projektledaren); also one
 *               word of several ('hanter* läkemedel').
 * - `word+`     the word's regular English forms ('reconcile+ accounts': reconciled accounts,
 *               reconciling accounts; 'A/B test+': A/B tests, A/B-tested, A/B testing).
 * - `a ... b`   up to three other words between ('administer+ ... medication+': "administered oral
 *               and IV medications"); those words can still name other skills.
 * - `-phrase`   a blocker: where it matches, nothing is found ('-teaching hospital' keeps Teaching
 *               out of "a teaching hospital"). Blockers win over skill aliases of the same length.
 * - `=Name`     case-sensitive ('Excel' the program, not 'excel at').
 * - `~Na`       case-sensitive and only in a list-like context ('R', 'C', 'Go': "Python, R and
 *               SQL" yes, "John R. Smith" or "Go to our site" no).
 * - `sv=namn`   the Swedish display name (used in Swedish letters); also an alias.
 * - `^name`     the display name of the wider skill this one is a kind of ('^welding' for TIG welding);
 *               `findSkills` gives the wider skill along with it. Not an alias.
 * Names are written as they read inside a sentence ("project management", "PostgreSQL", "svenska");
 * in a list they are capitalised, except case-sensitive names ('=pandas' stays "pandas").
 */
export const SKILL_LEXICON = {
  software: SOFTWARE_SKILLS,
  data: DATA_SKILLS,
  healthcare: HEALTHCARE_SKILLS,
  marketing: MARKETING_SKILLS,
  finance: FINANCE_SKILLS,
  sales: SALES_SKILLS,
  education: EDUCATION_SKILLS,
  design: DESIGN_SKILLS,
  operations: OPERATIONS_SKILLS,
  hr: HR_SKILLS,
  legal: LEGAL_SKILLS,
  logistics: LOGISTICS_SKILLS,
  hospitality: HOSPITALITY_SKILLS,
  trades: TRADES_SKILLS,
  general: GENERAL_SKILLS,
  languages: LANGUAGES_SKILLS,
} as const satisfies Record<string, SkillEntries>;

export type SkillCategory = keyof typeof SKILL_LEXICON;
