import { escapeRegExp, findSkillAlternatives, findSkillMentions, resolveSkill, type Skill } from '../../skills/skill-matcher';
import { readPostingText } from '@coverletter/page-reader';
import type { LetterLanguage } from './language';
import { readPostingLines, type LineContext } from './requirement-sections';
import { LEGAL_FORM } from './role-heading';

/** How much a posting asks for a skill; the score weighs them 3 : 2 : 1. */
export type SkillImportance = 'required' | 'mentioned' | 'niceToHave';

export interface JobSkill {
  skill: Skill;
  importance: SkillImportance;
  /** Skills the posting accepts instead ("Finnish or Swedish"): a candidate who shows one of them lacks nothing here. */
  alternatives?: Skill[];
}

export interface JobPosting {
  title: string | null;
  company: string | null;
  language: LetterLanguage;
  /** Distinct skills, the most important first, then in order of first mention. */
  skills: JobSkill[];
}

const IMPORTANCE_OF: Record<Exclude<LineContext, 'offer'>, SkillImportance> = { required: 'required', niceToHave: 'niceToHave', other: 'mentioned' };
const RANK: Record<SkillImportance, number> = { required: 0, mentioned: 1, niceToHave: 2 };

/** Words that make a sentence ask something of the candidate, even in the employer's voice ("We are looking for someone with…"). */
const ASKS = /\b(?:you|your|looking for|experience|du|dig|din|söker|erfarenhet)\b/iu;

/** "We're a friendly team of 40…", "We love whisky…", "We offer sports facilities…", "Vi är ett bageri…": the employer describing itself or its perks. */
const EMPLOYER_SELF = /^(?:we(?:'re|’re| are) (?:a|an|the|proud|passionate)|we love|we offer|vi är (?:en|ett|stolta)|vi älskar|vi erbjuder)(?!\p{L})/iu;

/**
 * Whom the work is done with ("samarbeta med fritidshem och elevhälsa kring…", "work closely with
 * pharmacists to…"): colleagues and teams, not skills asked of the candidate. Up to what the
 * collaboration is about, or the end of the clause.
 */
const PARTNERS =
  /(?<!\p{L})(?:samarbeta\p{L}*|i samarbete|tillsammans|collaborat\p{L}*|liais\p{L}*|work(?:ing|s)? closely|in partnership|together|partner(?:ing|s)?)\s+(?:med|with)\s+(?:\S+\s+){0,3}?\S+?(?=\s+(?:kring|om|för|around|on|to|in order|so that|för att|using|in|i|på)(?!\p{L})|[,.;:!?]|$)/giu;

/** "– vi har ett introduktionsprogram med erfaren handledare", "we provide mentoring": training the employer gives, not a skill it asks for. */
const TRAINING_GIVEN =
  /(?<!\p{L})(?:vi (?:har|ger|erbjuder)|we (?:have|provide|give|offer)|you(?:'ll|’ll| will) (?:get|receive))\s+(?:(?!,?\s+(?:and|but|men|och du)\s)[^.!?])*?(?:introduktion|handledare|handledning|mentor|training|utbildning|induction|onboarding|coaching)(?:(?!,?\s+(?:and|but|men|och du)\s)[^.!?])*/giu;

const blank = (found: string) => ' '.repeat(found.length);

/** The sentence without whom the work is done with nor the training given, the same length (so nothing else moves). */
/** "… A/B tests with the marketing team", "med vårt ekonomiteam": the team the work is done with, named by its field. */
const WITH_TEAM =
  /(?<!\p{L})(?:with|alongside|med)\s+(?:the|our|your|vårt|ert|våra|era)\s+(?:[\p{L}&-]+\s+){0,2}?(?:[\p{L}-]*team|teams|teamet|department|avdelningen)(?!\p{L})/giu;

function withoutName(sentence: string, company: string | null): string {
  if (!company) return sentence;
  // "Harwick Construction Ltd" is "Harwick Construction" in its own blurb.
  const bare = company.replace(LEGAL_FORM, '').trim();
  // "Xero Limited" asking for Xero: a name that is a skill of its own is asked all the same.
  if (resolveSkill(bare)) return sentence;
  const names = [company, bare].map(escapeRegExp).join('|');
  return sentence.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${names})(?![\\p{L}\\p{N}])`, 'giu'), blank);
}

function whatIsAsked(sentence: string): string {
  return sentence.replace(PARTNERS, blank).replace(WITH_TEAM, blank).replace(TRAINING_GIVEN, blank);
}

/**
 * A sentence of the company's blurb outside any section: it speaks of the employer ("Kingsmere
 * Health Partners is a group of…", "Our marketing team has won…", "Vårt team…"; not "We use AWS", which describes the work) and asks nothing of
 * the candidate. Its words are no skills the posting wants.
 */
function isEmployerBlurb(sentence: string, company: string | null): boolean {
  const aboutEmployer = /^(?:our|vår|vårt|våra)\s/iu.test(sentence) || EMPLOYER_SELF.test(sentence) || (!!company && sentence.startsWith(company));
  return aboutEmployer && !ASKS.test(sentence);
}

export function readJobPosting(text: string): JobPosting {
  // Title, company and language as the posting record reads them, so guest and account letters agree.
  const header = readPostingText(text);
  const found = new Map<Skill, { importance: SkillImportance; order: number }>();
  const choices: { group: Skill[]; importance: SkillImportance }[] = [];
  const note = (skill: Skill, importance: SkillImportance) => {
    const seen = found.get(skill);
    if (!seen) found.set(skill, { importance, order: found.size });
    else if (RANK[importance] < RANK[seen.importance]) seen.importance = importance;
  };
  // A skill in the job title ("Java Developer") is as required as any.
  if (header.title) for (const { skill } of findSkillMentions(header.title)) note(skill, 'required');
  for (const { text: sentence, context, section } of readPostingLines(text, header.company)) {
    // Skills count only where the posting asks for them or describes the work: never from its blurb or its benefits.
    if (context === 'offer' || section === 'about' || (context === 'other' && isEmployerBlurb(sentence, header.company))) continue;
    // The employer's own name names no skill ("Harwick Construction Ltd", "Bright Smile Dental").
    const asked = withoutName(whatIsAsked(sentence), header.company);
    for (const { skill } of findSkillMentions(asked)) note(skill, IMPORTANCE_OF[context]);
    for (const group of findSkillAlternatives(asked)) choices.push({ group, importance: IMPORTANCE_OF[context] });
  }
  // A choice counts where the skill is asked most: "Python or Go" as a plus does not make a required Python optional.
  const alternativesOf = (skill: Skill, importance: SkillImportance): Skill[] => [
    ...new Set(choices.filter((c) => c.importance === importance && c.group.includes(skill)).flatMap((c) => c.group.filter((other) => other !== skill))),
  ];
  const skills = [...found.entries()]
    .sort(([, a], [, b]) => RANK[a.importance] - RANK[b.importance] || a.order - b.order)
    .map(([skill, { importance }]) => {
      const alternatives = alternativesOf(skill, importance);
      return alternatives.length ? { skill, importance, alternatives } : { skill, importance };
    });
  return { title: header.title, company: header.company, language: header.language, skills };
}
