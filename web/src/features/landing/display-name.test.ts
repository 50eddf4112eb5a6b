import { displayName } from './display-name';

test.each([
  [{ firstName: 'Anna', email: 'anna@example.com' }, 'Anna'],
  [{ firstName: '  ', email: 'jane.doe@example.com' }, 'jane.doe'],
  [{ firstName: null, email: 'jane.doe@example.com' }, 'jane.doe'],
  [{ firstName: null, email: null }, ''],
])('displayName(%o) is %p', (user, expected) => {
  expect(displayName(user)).toBe(expected);
});
