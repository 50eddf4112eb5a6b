import { apiHostPattern } from './host-pattern';

test('the API host permission names scheme and host, never the port (Firefox would not send the session cookie)', () => {
  expect(apiHostPattern('http://localhost:3000')).toBe('http://localhost/*');
  expect(apiHostPattern('http://127.0.0.1:3990')).toBe('http://127.0.0.1/*');
  expect(apiHostPattern('https://cover-letter.example.com')).toBe('https://cover-letter.example.com/*');
});
