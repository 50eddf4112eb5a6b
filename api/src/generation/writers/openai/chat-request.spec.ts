import { adjustForRefusal, buildChatRequest } from './chat-request';

const REQUEST = { cvText: 'CV', jobDescription: 'Job', linkedinContent: null, jobUrl: null };
const SETTINGS = { model: 'gpt-4o-mini', temperature: 0.3, maxTokens: 2000, seed: 1000 };

describe('the Chat Completions request', () => {
  it('samples at a low temperature with a seed, a token limit and the JSON schema', () => {
    const body = buildChatRequest(REQUEST, {}, SETTINGS);
    expect(body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.3, seed: 1000, max_tokens: 2000, response_format: { type: 'json_schema' } });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('gives each variant its own seed, so a regenerate is a new sample', () => {
    expect(buildChatRequest(REQUEST, { variant: 2 }, SETTINGS).seed).toBe(1002);
    expect(buildChatRequest(REQUEST, { variant: 2 }, SETTINGS).seed).toBe(buildChatRequest(REQUEST, { variant: 2 }, SETTINGS).seed);
  });

  it('puts the feedback of a resample in the user message', () => {
    const body = buildChatRequest(REQUEST, { feedback: ['The letter has 120 words; write 180 to 450.'] }, SETTINGS);
    expect(body.messages[1].content).toContain('- The letter has 120 words; write 180 to 450.');
  });
});

describe('a 400 that refuses part of the request', () => {
  const body = buildChatRequest(REQUEST, {}, SETTINGS);

  it('falls back from json_schema to JSON mode, named by param or only in the message', () => {
    expect(adjustForRefusal(body, { param: 'response_format', message: 'Invalid value' })?.response_format).toEqual({ type: 'json_object' });
    const vllm = "400 1 validation error for ChatCompletionRequest\nresponse_format.type\n  Input should be 'text' or 'json_object'";
    const adjusted = adjustForRefusal(body, { param: null, message: vllm })!;
    expect(adjusted.response_format).toEqual({ type: 'json_object' });
    expect(adjusted).toMatchObject({ seed: 1000, temperature: 0.3, max_tokens: 2000 });
    // Older vLLM puts the message at the top level, where the SDK does not read it: a 400 without a readable reason.
    expect(adjustForRefusal(body, { param: undefined, message: '' })?.response_format).toEqual({ type: 'json_object' });
  });

  it('sends max_completion_tokens to a model that wants it, and leaves out a refused seed or temperature', () => {
    expect(adjustForRefusal(body, { param: 'max_tokens', message: "Unsupported parameter: 'max_tokens'" })).toMatchObject({ max_completion_tokens: 2000 });
    expect(adjustForRefusal(body, { param: 'max_tokens', message: '' })).not.toHaveProperty('max_tokens');
    expect(adjustForRefusal(body, { param: null, message: 'Unrecognized request argument supplied: seed' })).not.toHaveProperty('seed');
    expect(adjustForRefusal(body, { param: 'temperature', message: "Unsupported value: 'temperature' does not support 0.3" })).not.toHaveProperty(
      'temperature',
    );
  });

  it('leaves any other 400 final, and never adjusts the same part twice', () => {
    expect(adjustForRefusal(body, { param: 'messages', message: "This model's maximum context length is 8192 tokens." })).toBeNull();
    const jsonMode = adjustForRefusal(body, { param: 'response_format', message: '' })!;
    expect(adjustForRefusal(jsonMode, { param: 'response_format', message: 'json_object is not supported' })).toBeNull();
  });
});
