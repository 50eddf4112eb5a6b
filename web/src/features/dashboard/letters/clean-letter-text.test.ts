import { cleanLetterText } from './clean-letter-text';

test.each([
  ['plain text stays', 'Dear team,\n\nHello.', 'Dear team,\n\nHello.'],
  ['CRLF and runs of blank lines', 'Dear team,\r\n\r\n\r\n\r\nHello.', 'Dear team,\n\nHello.'],
  ['bold markers and extra spaces', '**Dear   team,**\nI  am __glad__.', 'Dear team,\nI am glad.'],
  ['a leading "Cover Letter:" line', 'Cover Letter:\n\nDear team,', 'Dear team,'],
  ['a leading bold label with a title', '**Cover Letter: Frontend Engineer at Acme**\nDear team,', 'Dear team,'],
  ['markdown heading hashes', '# Dear team,\nHello.', 'Dear team,\nHello.'],
  ['"Cover letter:" later in the text stays', 'Dear team,\nCover letter: attached.', 'Dear team,\nCover letter: attached.'],
  ['trailing spaces and surrounding blank lines', '\n\n Dear team,  \n\n', 'Dear team,'],
])('%s', (_, raw, expected) => {
  expect(cleanLetterText(raw)).toBe(expected);
});
