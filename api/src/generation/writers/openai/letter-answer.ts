import type { ChatCompletion } from 'openai/resources/chat/completions';
import { LetterWriterError, type WrittenLetter } from '../../letter-writer';

const MIN_LETTER_CHARS = 200;
/** "[Your Name]", "[Company]", "{{company}}", "<Hiring Manager>": a template, not a letter. */
const PLACEHOLDER =
  /\[[^\]\n]{0,40}\b(?:name|company|position|role|title|date|address|hiring|recipient|employer|insert|your|namn|företag)\b[^\]\n]{0,40}\]|\{\{[^}\n]{1,40}\}\}|<\s*(?:your|company|hiring|insert)[^>\n]{0,40}>/i;
/** Reasoning models (DeepSeek R1, Qwen) may think aloud before the answer; some servers strip the opening tag but keep the closing one. */
const THINK_BLOCK = /<think(?:ing)?>[\s\S]*?<\/think(?:ing)?>/gi;
const FENCED = /```(?:json|JSON)?\s*\n?([\s\S]*?)\n?```/;

function malformed(reason: string, finding?: string): never {
  throw new LetterWriterError('malformed', `The AI service's answer is not a usable letter: ${reason}`, {
    finding: finding ?? `The answer was not usable: ${reason}.`,
  });
}

function stringArray(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) malformed(`${field} is not a list of strings`);
  return value;
}

function nullableString(value: unknown, field: string): string | null {
  if (value !== null && typeof value !== 'string') malformed(`${field} is neither text nor null`);
  return value;
}

/** Absent in answers of servers that ignore the schema: then nothing was assessed; present, it must be well-formed. */
function requirementsMetOf(value: unknown): { requirement: string; evidence: string }[] {
  if (value === undefined) return [];
  const valid =
    Array.isArray(value) &&
    value.every((item) => item && typeof item === 'object' && typeof item.requirement === 'string' && typeof item.evidence === 'string');
  if (!valid) malformed('requirementsMet is not a list of {requirement, evidence}');
  return (value as { requirement: string; evidence: string }[]).map(({ requirement, evidence }) => ({ requirement, evidence }));
}

/**
 * The JSON object in an answer's text: `<think>` blocks (and anything before a lone `</think>`) removed, a Markdown code fence unwrapped,
 * and otherwise the span from the first "{" to the last "}" (a model that adds a sentence around it).
 */
export function answerJsonText(content: string): string {
  let text = content.replace(THINK_BLOCK, '');
  const lastClose = /<\/think(?:ing)?>(?![\s\S]*<\/think)/i.exec(text);
  if (lastClose) text = text.slice(lastClose.index + lastClose[0].length);
  const fenced = FENCED.exec(text);
  if (fenced) text = fenced[1];
  text = text.trim();
  if (!text.startsWith('{')) {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start >= 0 && end > start) text = text.slice(start, end + 1);
  }
  return text;
}

/**
 * A score must be on the 0-10 scale the prompt asks for. An answer on another scale is not
 * clamped into range (85 would become a perfect 10): 85 is a 0-100 answer; 0.85 (more than one
 * decimal), or a score of at most 1 while most requirements are met, is a 0-1 answer.
 */
function checkScore(score: number, met: number, missing: number): void {
  const finding = `compatibilityScore was ${score}; it must be on the 0-10 scale (for example 7.5), not a percentage or a fraction of 1.`;
  if (score < 0 || score > 10) malformed(`compatibilityScore ${score} is outside 0-10`, finding);
  const moreThanOneDecimal = Math.abs(score * 10 - Math.round(score * 10)) > 1e-9;
  if (score > 0 && score < 1 && moreThanOneDecimal) malformed(`compatibilityScore ${score} looks like a 0-1 answer`, finding);
  if (score <= 1 && met > 0 && met > missing) malformed(`compatibilityScore ${score} is at most 1 while most requirements are met: a 0-1 answer`, finding);
}

/** The letter in a Chat Completions answer, checked field by field; anything else is a `malformed` (or `rejected`) error. */
export function readLetterAnswer(completion: ChatCompletion): WrittenLetter {
  const choice = completion?.choices?.[0];
  if (!choice) malformed('it has no choices');
  if (choice.finish_reason === 'length')
    malformed('it was cut off at the token limit', 'The answer was cut off at the token limit; keep the letter within the word limit.');
  if (choice.finish_reason === 'content_filter' || choice.message?.refusal) {
    throw new LetterWriterError('rejected', `The AI service declined to write the letter: ${choice.message?.refusal ?? 'content filter'}`);
  }
  const content = choice.message?.content;
  if (!content) malformed('it is empty');
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(answerJsonText(content)) as Record<string, unknown>;
  } catch {
    malformed('it is not JSON', 'The answer was not a JSON object; answer with the JSON object only.');
  }
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) malformed('it is not a JSON object');
  const { coverLetter, compatibilityScore, language } = answer;
  if (typeof coverLetter !== 'string' || coverLetter.trim().length < MIN_LETTER_CHARS) malformed('coverLetter is missing or too short');
  if (PLACEHOLDER.test(coverLetter))
    malformed(
      'the letter contains a placeholder such as [Your Name]',
      'The letter contained a placeholder such as [Your Name]; write around unknown details instead.',
    );
  if (typeof compatibilityScore !== 'number' || !Number.isFinite(compatibilityScore)) malformed('compatibilityScore is not a number');
  if (typeof language !== 'string') malformed('language is missing');
  const requirementsMet = requirementsMetOf(answer.requirementsMet);
  const requirementsMissing = answer.requirementsMissing === undefined ? [] : stringArray(answer.requirementsMissing, 'requirementsMissing');
  checkScore(compatibilityScore, requirementsMet.length, requirementsMissing.length);
  return {
    coverLetter,
    compatibilityScore,
    matchingSkills: stringArray(answer.matchingSkills, 'matchingSkills'),
    missingSkills: stringArray(answer.missingSkills, 'missingSkills'),
    companyName: nullableString(answer.companyName, 'companyName'),
    jobTitle: nullableString(answer.jobTitle, 'jobTitle'),
    language,
    requirementsMet,
    requirementsMissing,
  };
}
