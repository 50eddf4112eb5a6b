import { ENGLISH_POSTING, SWEDISH_CV, SWEDISH_POSTING } from '../../../../test/generation/fixtures';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  it.each([
    [ENGLISH_POSTING, 'en'],
    [SWEDISH_POSTING, 'sv'],
    [SWEDISH_CV, 'sv'],
    ['Vi söker en utvecklare som vill arbeta med oss i Stockholm.', 'sv'],
    ['We are looking for a developer who wants to work with us in Stockholm.', 'en'],
    ['', 'en'],
    ['Java, Kubernetes, PostgreSQL', 'en'],
  ])('%#: %s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});
