import type { ChatCompletion } from 'openai/resources/chat/completions';
import { LetterWriterError, type WrittenLetter } from '../../letter-writer';

const MIN_LETTER_CHARS = 200;
/** "[Your Name]", "[Company]", "{{company}}", "<Hiring Manager>": a template, not a letter. */
const PLACEHOLDER =
  /\[[^\]\n]{0,40}\b(?:name|company|position|role|title|date|address|hiring|recipient|employer|insert|your|namn|företag)\b[^\]\n]{0,40}\]|\{\{[^}\n]{1,40}\}\}|<\s*(?:your|company|hiring|insert)[^>\n]{0,40}>/i;

function malformed(reason: string): never {
  throw new LetterWriterError('malformed', `The AI service's answer is not a usable letter: ${reason}`);
}

function stringArray(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) malformed(`${field} is not a list of strings`);
  return value;
}

function nullableString(value: unknown, field: string): string | null {
  if (value !== null && typeof value !== 'string') malformed(`${field} is neither text nor null`);
  return value;
}

/** The letter in a Chat Completions answer, checked field by field; anything else is a `malformed` (or `rejected`) error. */
export function readLetterAnswer(completion: ChatCompletion): WrittenLetter {
  const choice = completion?.choices?.[0];
  if (!choice) malformed('it has no choices');
  if (choice.finish_reason === 'length') malformed('it was cut off at the token limit');
  if (choice.finish_reason === 'content_filter' || choice.message?.refusal) {
    throw new LetterWriterError('rejected', `The AI service declined to write the letter: ${choice.message?.refusal ?? 'content filter'}`);
  }
  const content = choice.message?.content;
  if (!content) malformed('it is empty');
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(content) as Record<string, unknown>;
  } catch {
    malformed('it is not JSON');
  }
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) malformed('it is not a JSON object');
  const { coverLetter, compatibilityScore, language } = answer;
  if (typeof coverLetter !== 'string' || coverLetter.trim().length < MIN_LETTER_CHARS) malformed('coverLetter is missing or too short');
  if (PLACEHOLDER.test(coverLetter)) malformed('the letter contains a placeholder such as [Your Name]');
  if (typeof compatibilityScore !== 'number' || !Number.isFinite(compatibilityScore)) malformed('compatibilityScore is not a number');
  if (typeof language !== 'string') malformed('language is missing');
  return {
    coverLetter,
    compatibilityScore,
    matchingSkills: stringArray(answer.matchingSkills, 'matchingSkills'),
    missingSkills: stringArray(answer.missingSkills, 'missingSkills'),
    companyName: nullableString(answer.companyName, 'companyName'),
    jobTitle: nullableString(answer.jobTitle, 'jobTitle'),
    language,
  };
}
