import { asFirstPerson } from './first-person';

describe('asFirstPerson', () => {
  it.each([
    ['Led the migration to Kubernetes', 'en', 'I led the migration to Kubernetes.'],
    ['Manage a team of five nurses.', 'en', 'I manage a team of five nurses.'],
    ['Responsible for payroll', 'en', 'I have been responsible for payroll.'],
    ['I built the billing service.', 'en', 'I built the billing service.'],
    ['Kubernetes expert', 'en', null],
    ['Ansvarade för triage', 'sv', 'Jag ansvarade för triage.'],
    ['Erfarenhet av redovisning', 'sv', 'Jag har erfarenhet av redovisning.'],
    ['Snabb och noggrann', 'sv', null],
  ] as const)('%p (%s) → %p', (line, language, expected) => {
    expect(asFirstPerson(line, language)).toBe(expected);
  });
});
