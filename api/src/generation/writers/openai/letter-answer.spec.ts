import type { ChatCompletion } from 'openai/resources/chat/completions';
import { LetterWriterError } from '../../letter-writer';
import { answerJsonText, readLetterAnswer } from './letter-answer';

const LETTER = 'Dear Acme team,\n\n' + 'I would like to apply for the role. '.repeat(10) + '\n\nKind regards,\nJane Doe';
const GOOD = {
  companyName: 'Acme',
  jobTitle: null,
  requirementsMet: [{ requirement: 'Go services', evidence: 'Built payment services in Go' }],
  requirementsMissing: ['Kafka'],
  matchingSkills: ['Go'],
  missingSkills: [],
  compatibilityScore: 7.5,
  language: 'en',
  coverLetter: LETTER,
};

function completion(content: string | null, finishReason = 'stop', refusal: string | null = null): ChatCompletion {
  return {
    id: 'x',
    object: 'chat.completion',
    created: 0,
    model: 'm',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: finishReason, logprobs: null }],
  } as ChatCompletion;
}

function errorOf(c: ChatCompletion): LetterWriterError | undefined {
  try {
    readLetterAnswer(c);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(LetterWriterError);
    return error as LetterWriterError;
  }
}

const failureOf = (c: ChatCompletion) => errorOf(c)?.failure;

describe('readLetterAnswer', () => {
  it('reads a valid answer, the assessment included', () => {
    expect(readLetterAnswer(completion(JSON.stringify(GOOD)))).toEqual(GOOD);
  });

  it('reads an answer of a server that ignored the schema and left out the assessment', () => {
    const { requirementsMet: _met, requirementsMissing: _missing, ...plain } = GOOD;
    expect(readLetterAnswer(completion(JSON.stringify(plain)))).toEqual({ ...plain, requirementsMet: [], requirementsMissing: [] });
  });

  it.each([
    ['a ```json fence', '```json\n' + JSON.stringify(GOOD) + '\n```'],
    ['a bare fence', 'Here you go:\n```\n' + JSON.stringify(GOOD) + '\n```\nGood luck!'],
    ['a <think> block', '<think>The CV shows Go. {"not": "this"}</think>\n' + JSON.stringify(GOOD)],
    ['a lone </think> (the server kept only the closing tag)', 'The CV shows Go, so...</think>\n\n' + JSON.stringify(GOOD)],
    ['a <think> block and a fence', '<think>\nhmm\n</think>\n```json\n' + JSON.stringify(GOOD) + '\n```'],
    ['a sentence around the object', 'Sure! ' + JSON.stringify(GOOD) + ' Hope this helps.'],
  ])('tolerates %s', (_label, content) => {
    expect(readLetterAnswer(completion(content))).toEqual(GOOD);
  });

  it('keeps braces inside the letter when it unwraps', () => {
    expect(answerJsonText('```json\n{"a": "x } y"}\n```')).toBe('{"a": "x } y"}');
  });

  it.each([
    ['not JSON', completion('Sure! Here it is.')],
    ['only thinking', completion('<think>Let me see</think>')],
    ['empty', completion(null)],
    ['an array', completion('[1,2]')],
    ['cut off', completion(JSON.stringify(GOOD), 'length')],
    ['a short letter', completion(JSON.stringify({ ...GOOD, coverLetter: 'Hi' }))],
    ['a placeholder', completion(JSON.stringify({ ...GOOD, coverLetter: `${LETTER}\n[Your Name]` }))],
    ['a {{company}} template', completion(JSON.stringify({ ...GOOD, coverLetter: `${LETTER} at {{company}}` }))],
    ['a string score', completion(JSON.stringify({ ...GOOD, compatibilityScore: '7' }))],
    ['skills that are not strings', completion(JSON.stringify({ ...GOOD, matchingSkills: [1] }))],
    ['requirements without evidence', completion(JSON.stringify({ ...GOOD, requirementsMet: [{ requirement: 'Go' }] }))],
    ['a numeric company', completion(JSON.stringify({ ...GOOD, companyName: 5 }))],
    ['no choices', { ...completion('{}'), choices: [] } as ChatCompletion],
  ])('calls %s malformed', (_label, c) => {
    expect(failureOf(c)).toBe('malformed');
  });

  it.each([
    ['85 (a percentage)', 85],
    ['10.5', 10.5],
    ['-1', -1],
    ['0.85 (a fraction of 1)', 0.85],
  ])('calls a score of %s malformed, with a finding a resample can act on, instead of clamping it', (_label, score) => {
    const error = errorOf(completion(JSON.stringify({ ...GOOD, compatibilityScore: score })));
    expect(error?.failure).toBe('malformed');
    expect(error?.finding).toBe(`compatibilityScore was ${score}; it must be on the 0-10 scale (for example 7.5), not a percentage or a fraction of 1.`);
  });

  it('calls a score of 1 with most requirements met a 0-1 answer, and accepts a low score for a poor match', () => {
    expect(failureOf(completion(JSON.stringify({ ...GOOD, compatibilityScore: 1, requirementsMissing: [] })))).toBe('malformed');
    const poorMatch = { ...GOOD, compatibilityScore: 0.5, requirementsMet: [], requirementsMissing: ['Go', 'Kafka'] };
    expect(readLetterAnswer(completion(JSON.stringify(poorMatch))).compatibilityScore).toBe(0.5);
    expect(readLetterAnswer(completion(JSON.stringify({ ...GOOD, compatibilityScore: 10 }))).compatibilityScore).toBe(10);
    expect(readLetterAnswer(completion(JSON.stringify({ ...GOOD, compatibilityScore: 0 }))).compatibilityScore).toBe(0);
  });

  it('calls a refusal or a content filter rejected', () => {
    expect(failureOf(completion(null, 'stop', 'I cannot help with that'))).toBe('rejected');
    expect(failureOf(completion(null, 'content_filter'))).toBe('rejected');
  });
});
