import type { ChatCompletion } from 'openai/resources/chat/completions';
import { LetterWriterError } from '../../letter-writer';
import { readLetterAnswer } from './letter-answer';

const LETTER = 'Dear Acme team,\n\n' + 'I would like to apply for the role. '.repeat(10) + '\n\nKind regards,\nJane Doe';
const GOOD = { coverLetter: LETTER, compatibilityScore: 7.5, matchingSkills: ['Go'], missingSkills: [], companyName: 'Acme', jobTitle: null, language: 'en' };

function completion(content: string | null, finishReason = 'stop', refusal: string | null = null): ChatCompletion {
  return {
    id: 'x',
    object: 'chat.completion',
    created: 0,
    model: 'm',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: finishReason, logprobs: null }],
  } as ChatCompletion;
}

function failureOf(c: ChatCompletion): string | undefined {
  try {
    readLetterAnswer(c);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(LetterWriterError);
    return (error as LetterWriterError).failure;
  }
}

describe('readLetterAnswer', () => {
  it('reads a valid answer', () => {
    expect(readLetterAnswer(completion(JSON.stringify(GOOD)))).toEqual(GOOD);
  });

  it.each([
    ['not JSON', completion('Sure! Here it is.')],
    ['empty', completion(null)],
    ['an array', completion('[1,2]')],
    ['cut off', completion(JSON.stringify(GOOD), 'length')],
    ['a short letter', completion(JSON.stringify({ ...GOOD, coverLetter: 'Hi' }))],
    ['a placeholder', completion(JSON.stringify({ ...GOOD, coverLetter: `${LETTER}\n[Your Name]` }))],
    ['a {{company}} template', completion(JSON.stringify({ ...GOOD, coverLetter: `${LETTER} at {{company}}` }))],
    ['a string score', completion(JSON.stringify({ ...GOOD, compatibilityScore: '7' }))],
    ['skills that are not strings', completion(JSON.stringify({ ...GOOD, matchingSkills: [1] }))],
    ['a numeric company', completion(JSON.stringify({ ...GOOD, companyName: 5 }))],
    ['no choices', { ...completion('{}'), choices: [] } as ChatCompletion],
  ])('calls %s malformed', (_label, c) => {
    expect(failureOf(c)).toBe('malformed');
  });

  it('calls a refusal or a content filter rejected', () => {
    expect(failureOf(completion(null, 'stop', 'I cannot help with that'))).toBe('rejected');
    expect(failureOf(completion(null, 'content_filter'))).toBe('rejected');
  });
});
