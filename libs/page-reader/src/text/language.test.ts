import { detectLanguage } from './language';
import { ENGLISH_POSTING, SWEDISH_POSTING } from './test-postings';

describe('detectLanguage', () => {
  it.each([
    [ENGLISH_POSTING, 'en'],
    [SWEDISH_POSTING, 'sv'],
    ['Vi söker en utvecklare som vill arbeta med oss i Stockholm.', 'sv'],
    ['We are looking for a developer who wants to work with us in Stockholm.', 'en'],
    ['', 'en'],
    ['Java, Kubernetes, PostgreSQL', 'en'],
  ])('%#: → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});
