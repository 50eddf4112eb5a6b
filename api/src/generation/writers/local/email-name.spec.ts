import { nameFromEmail } from './email-name';

describe('nameFromEmail', () => {
  it.each([
    ['jane.doe@example.com', 'Jane Doe'],
    ['Contact: anna-karin.von_essen@example.se | 070-123 45 67', 'Anna-Karin von Essen'],
    ['JOHN.SMITH+jobs@example.com', 'John Smith'],
    ['jdoe@example.com', null],
    ['jane@example.com', null],
    ['jane.doe85@example.com', null],
    ['j.doe@example.com', null],
    ['info.sales@example.com', null],
    ['senior.developer@example.com', null],
    ['no address here', null],
  ])('%p → %p', (text, name) => {
    expect(nameFromEmail(text)).toBe(name);
  });
});
