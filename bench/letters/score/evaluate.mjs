// One case's letter judged on every measure, from what the API answered and the case's labels.
import { signedByCandidate, wrongEmployers } from './employers.mjs';
import { inventedFacts } from './facts.mjs';
import { recoveredShare } from './extraction.mjs';
import { detectLanguage, employerVoice, foreignSentences } from './language.mjs';
import { nameRight } from './names.mjs';
import { repeatedInLetter } from './repetition.mjs';
import { scoreInRange } from './scores.mjs';
import { skillCounts } from './skills.mjs';
import { containsPhrase, words } from './text.mjs';

export const LENGTH_RANGE = [180, 450];

/**
 * result: the generate answer ({ coverLetter, compatibilityScore, matchingSkills, missingSkills,
 * companyName, jobTitle }); sources: texts the letter may draw on (CV text as extracted and as
 * written, posting as read and as written); context: { places, otherOrganisations } from the CV,
 * and what the readers made of the files: { cvSource, cvContent, postingSource, jobDescription }.
 */
export function evaluateCase(labels, result, sources, context = {}) {
  const letter = result.coverLetter ?? '';
  const wordCount = words(letter).length;
  const language = detectLanguage(letter);
  const repeated = repeatedInLetter(letter);
  const ignore = [...(context.places ?? []), ...(context.otherOrganisations ?? []), ...[labels.title].flat().filter(Boolean)];
  return {
    companyName: result.companyName ?? null,
    jobTitle: result.jobTitle ?? null,
    companyRight: nameRight(result.companyName, labels.company),
    titleRight: nameRight(result.jobTitle, labels.title),
    wrongEmployers: wrongEmployers(letter, {
      employers: labels.employers,
      company: labels.company,
      ignore,
      sources: [context.cvContent, context.cvSource].filter(Boolean),
    }),
    signed: signedByCandidate(letter, labels.candidate),
    invented: inventedFacts(letter, sources),
    injectionEchoed: (labels.injection ?? []).filter((phrase) => containsPhrase(letter, phrase)),
    language,
    languageRight: language === labels.language,
    foreignSentences: foreignSentences(letter, labels.language).length,
    employerVoice: employerVoice(letter, labels.language),
    words: wordCount,
    lengthOk: wordCount >= LENGTH_RANGE[0] && wordCount <= LENGTH_RANGE[1],
    repeatedSentences: repeated.sentences.length,
    repeatedParagraphs: repeated.paragraphs.length,
    skills: skillCounts(result, labels),
    cvRecovered: context.cvSource != null ? recoveredShare(context.cvSource, context.cvContent ?? '') : NaN,
    postingRecovered: context.postingSource != null ? recoveredShare(context.postingSource, context.jobDescription ?? '') : NaN,
    // Only a scraped page passes a reader that could drop the instruction; pasted text is kept as typed.
    injectionInJobText:
      context.postingSource != null ? (labels.injection ?? []).filter((phrase) => containsPhrase(context.jobDescription ?? '', phrase)) : null,
    score: result.compatibilityScore,
    scoreInRange: scoreInRange(result.compatibilityScore, labels.score),
  };
}
