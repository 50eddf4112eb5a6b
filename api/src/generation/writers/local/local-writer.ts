import { assessMatch, postingSkillLabel, spelledAsPosting } from '../../assessment/assess-match';
import { titleAsNamed } from '../../checker/letter-checker';
import { LOW_MATCH_SCORE } from '@coverletter/contracts';
import { createHash } from 'node:crypto';
import { candidateTextOf, type LetterRequest, type LetterWriter, type WriteOptions, type WrittenLetter } from '../../letter-writer';
import { findSkills, skillKind, skillName, type Skill } from '../../skills/skill-matcher';
import { readCandidateProfile } from './candidate-profile';
import { readEducationSentence } from './candidate-education';
import { readSummarySentence } from './candidate-summary';
import { pickEvidence, readWorkItems } from './evidence';
import { asFirstPerson } from './first-person';
import type { JobPosting, JobSkill, SkillImportance } from './job-posting';
import { detectLanguage, type LetterLanguage } from './language';
import { composeLetterText, type LetterPlan, type LetterSkill } from './letter-composer';
import { isCareerChange, staysInField } from './career-change';
import { readEmployerClauses } from './posting-about';
import { readDuties } from './posting-duties';
import { IMPORTANCE_WEIGHT } from './scoring';

/** CV sentences considered as examples; the composer uses three, more only for a short letter. */
const MAX_EVIDENCE = 8;
const MAX_IN_HEADLINE: Record<SkillImportance, number> = { required: 5, mentioned: 4, niceToHave: 3 };
const MAX_GAPS_IN_LETTER = 2;
const MAX_MISSING_LISTED = 10;
/** At or above this score the letter says the match is strong. */
const STRONG_MATCH_SCORE = 6;

/** The title without the employer's "till vårt webbteam" / "for our team", which the candidate cannot say. */
function titleOrNull(title: string | null): string | null {
  return title ? titleAsNamed(title) : null;
}

/** The first of the posting's duties that names a skill the candidate shows ("design and build services in TypeScript…"), with that skill. */
function firstDutyOf(duties: string[], matched: JobSkill[], wording: Wording): LetterPlan['firstDuty'] {
  const shown = new Set(matched.map((s) => s.skill));
  for (const duty of duties) {
    const skill = findSkills(duty).find((s) => shown.has(s) && hasNameIn(s, wording.language));
    if (skill) return { duty, skill: wording.name(skill) };
  }
  return null;
}

/** A score this high says the candidate does the work whatever their title was; below it, roles unlike the posting's title are a career change. */
const CAREER_CHANGE_BELOW = 7;

/** A number from the CV and the job: the same ones choose the same wordings; text hidden in a posting changes nothing. */
function seedOf(cvText: string, company: string | null, title: string | null): number {
  return createHash('sha256')
    .update(`${cvText}\n${company ?? ''}\n${title ?? ''}`)
    .digest()
    .readUInt32BE(0);
}

/** A rewrite leads with other examples: the list turned by the variant, the best one kept in the letter. */
function rotate<T>(items: T[], by: number): T[] {
  if (items.length < 2 || by === 0) return items;
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

const LANGUAGE_SKILL_NAMES: Record<LetterLanguage, string> = { en: 'english', sv: 'swedish' };

function isLetterLanguage(skill: LetterSkill, language: LetterLanguage): boolean {
  return skill.kind === 'language' && skill.skill.name.toLowerCase() === LANGUAGE_SKILL_NAMES[language];
}

/** A practice the lexicon names only in English ("computer networking") stays out of a Swedish letter; names of tools read the same in both. */
function hasNameIn(skill: Skill, language: LetterLanguage): boolean {
  const kind = skillKind(skill);
  return language === 'en' || !!skill.svName || kind === 'tool' || kind === 'language';
}

/** How the letter names skills: in its language, and spelled as the posting spells them ("licence", "anaesthesia"; the lexicon's names are American). */
interface Wording {
  language: LetterLanguage;
  name: (skill: Skill) => string;
}

function wordingFor(language: LetterLanguage, postingText: string): Wording {
  return { language, name: (skill) => spelledAsPosting(skillName(skill, language), postingText) };
}

function asLetterSkills(skills: JobSkill[], wording: Wording): LetterSkill[] {
  return skills.filter(({ skill }) => hasNameIn(skill, wording.language)).map(({ skill }) => ({ skill, name: wording.name(skill), kind: skillKind(skill) }));
}

/** A licence or certification ("driving license", "teacher certification"): held, not practised. */
const CREDENTIAL = /\b(?:licen[cs]e|certification|authori[sz]ation|registration|qualification|degree)$/i;

function isCredential(skill: LetterSkill): boolean {
  return CREDENTIAL.test(skill.skill.name);
}

/** Tools and practices ("TypeScript", "triage") are what a letter can say it has hands-on experience of. */
function isHandsOn(skill: LetterSkill): boolean {
  return (skill.kind === 'tool' || skill.kind === 'practice') && !isCredential(skill);
}

function handsOnOf(skills: JobSkill[], importance: SkillImportance, wording: Wording): LetterSkill[] {
  return asLetterSkills(
    skills.filter((s) => s.importance === importance),
    wording,
  ).filter(isHandsOn);
}

/** The skills the letter leads with: the required ones, or (when the posting requires none it knows) the mentioned ones. */
function headlineOf(matched: JobSkill[], wording: Wording): LetterPlan['headline'] {
  const of = (importance: SkillImportance) => handsOnOf(matched, importance, wording).slice(0, MAX_IN_HEADLINE[importance]);
  const required = of('required');
  return required.length ? { skills: required, required: true } : { skills: of('mentioned'), required: false };
}

/** Stored with each letter it writes, as the model's prompt version is; change it when the letters it writes change. */
export const LOCAL_WRITER_VERSION = 'local-2026-11-26b';

/**
 * The built-in writer: no network, no randomness. It reads the skills the posting asks for (from
 * the lexicon), finds which the CV and LinkedIn text show, scores the match and writes a letter
 * from the candidate's own name, latest role and sentences; the same inputs give the same letter.
 */
export class LocalLetterWriter implements LetterWriter {
  readonly maxDurationMs = 5_000;

  async write(request: LetterRequest, options: WriteOptions = {}): Promise<WrittenLetter> {
    return this.writeNow(request, options.variant ?? 0);
  }

  writeNow(request: LetterRequest, variant = 0): WrittenLetter {
    const { plan, posting, score, matched, missing } = this.plan(request, variant);
    const { text, materialExhausted } = composeLetterText(plan);
    return {
      coverLetter: text,
      materialExhausted,
      compatibilityScore: score,
      matchingSkills: matched.map((s) => postingSkillLabel(s.skill, posting.language, request.jobDescription)),
      missingSkills: missing.slice(0, MAX_MISSING_LISTED).map((s) => postingSkillLabel(s.skill, posting.language, request.jobDescription)),
      companyName: plan.company,
      jobTitle: plan.title,
      language: plan.language,
      provenance: { model: 'local', promptVersion: LOCAL_WRITER_VERSION, usage: null },
    };
  }

  /** What the letter will say, before it is put into words; the tests read it to check the evidence. */
  plan(request: LetterRequest, variant = 0): { plan: LetterPlan; posting: JobPosting; score: number; matched: JobSkill[]; missing: JobSkill[] } {
    const { cvText } = request;
    // The composer has dropped the posting's instructions to a model (its one home); this writer is always called through it.
    const { jobDescription } = request;
    const candidateText = candidateTextOf(request);
    const { posting, score, matched, missing } = assessMatch(candidateText, jobDescription);
    // The language the user chose (or the posting's); a posting in another language gives no sentences to retell.
    const language: LetterLanguage = request.language === 'en' || request.language === 'sv' ? request.language : posting.language;
    const postingInLanguage = posting.language === language;
    const wording = wordingFor(language, jobDescription);

    // A CV in the letter's language is retold in the first person; one in another language can only be quoted.
    const sameLanguage = detectLanguage(candidateText) === language;
    const summary = sameLanguage ? readSummarySentence(cvText, language) : null;
    const education = sameLanguage ? readEducationSentence(cvText, language) : null;
    const weights = new Map(matched.map((s) => [s.skill, IMPORTANCE_WEIGHT[s.importance]]));
    // Only a CV in the letter's language gives examples: a letter never quotes another language.
    const usable = (text: string) => sameLanguage && text !== summary && asFirstPerson(text, language) !== null;
    const picked = pickEvidence(candidateText, (skill) => weights.get(skill) ?? 0, MAX_EVIDENCE, usable);
    const matchedSkills = new Set(matched.map((s) => s.skill));
    const evidence = [...picked.slice(0, 1), ...rotate(picked.slice(1), variant)].map(({ text, skills }) => ({
      text,
      firstPerson: asFirstPerson(text, language),
      skills: skills.filter((skill) => matchedSkills.has(skill)).map(wording.name),
    }));
    const profile = readCandidateProfile(cvText);
    const headline = headlineOf(matched, wording);
    const niceSkills = handsOnOf(matched, 'niceToHave', wording).slice(0, MAX_IN_HEADLINE.niceToHave);
    const credentials = asLetterSkills(matched, wording).filter(isCredential);
    const listed = new Set([...headline.skills, ...niceSkills, ...credentials].map((s) => s.skill));

    const duties = postingInLanguage ? readDuties(jobDescription, language) : [];
    const plan: LetterPlan = {
      language,
      company: request.company !== undefined ? request.company : posting.company,
      title: titleOrNull(request.jobTitle !== undefined ? request.jobTitle : posting.title),
      name: profile.name,
      role: profile.recentRole,
      previousRole: profile.previousRole,
      summary,
      education,
      strongMatch: score >= STRONG_MATCH_SCORE,
      // A low score for someone already in the field (the lexicon knows few of the posting's words) is no change of direction.
      lowMatch: score < LOW_MATCH_SCORE && !staysInField(posting.title, [profile.recentRole, profile.previousRole]),
      careerChange: score < CAREER_CHANGE_BELOW && isCareerChange(posting.title, [profile.recentRole, profile.previousRole]),
      length: request.length ?? 'standard',
      tone: request.tone ?? 'formal',
      seed: 0,
      variant,
      headline,
      niceSkills,
      credentials: credentials.map((s) => s.name),
      // The letter's own language goes without saying ("Jag talar svenska." in a Swedish letter).
      otherSkills: asLetterSkills(matched, wording).filter((s) => !listed.has(s.skill) && !isLetterLanguage(s, language)),
      gaps: handsOnOf(missing, 'required', wording)
        .slice(0, MAX_GAPS_IN_LETTER)
        .map((s) => s.name),
      evidence,
      workItems: sameLanguage ? readWorkItems(cvText, new Set([...picked.map((e) => e.text), summary ?? ''])) : [],
      employerClauses: postingInLanguage ? readEmployerClauses(jobDescription, posting.company, language) : [],
      duties,
      firstDuty: firstDutyOf(duties, matched, wording),
    };
    plan.seed = seedOf(cvText, plan.company, plan.title);
    return { plan, posting, score, matched, missing };
  }
}
