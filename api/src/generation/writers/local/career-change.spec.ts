import { isCareerChange, staysInField } from './career-change';

const role = (title: string) => ({ title, employer: null, current: true });

describe('isCareerChange', () => {
  it.each([
    ['Trainee Teacher of Computer Science', 'Software Engineer'],
    ['Site Reliability Engineer', 'Registered Nurse'],
    ['Finance Manager', 'Electrician'],
    ['Systemutvecklare', 'Sjuksköterska'],
  ])('%s for a %s is a change of field', (posting, title) => {
    expect(isCareerChange(posting, [role(title)])).toBe(true);
  });

  it.each([
    // Another name for the same work.
    ['Full-Stack Engineer (Go / React)', 'Frontend Developer'],
    ['Backend Engineer', 'Software Developer'],
    ['Systemutvecklare Java', 'Webbutvecklare'],
    ['Software Engineer', 'Programmer'],
    // The same word, inflected or compounded.
    ['Staff Nurse', 'Nursing Assistant'],
    ['Industrielektriker', 'Elektriker'],
    ['Head Chef', 'Sous Chef'],
  ])('%s for a %s stays in the field', (posting, title) => {
    expect(isCareerChange(posting, [role(title)])).toBe(false);
  });

  it('"engineer" in both titles counts as the field for a career change, but not for staying in the field', () => {
    expect(isCareerChange('Software Engineer', [role('Electrical Engineer')])).toBe(false);
    expect(isCareerChange('Frontend Developer', [role('Electrical Engineer')])).toBe(true);
  });

  it('says the candidate stays in the field only when both the title and a role are known', () => {
    expect(staysInField('Qualified Dental Nurse', [role('Dental Nurse')])).toBe(true);
    expect(staysInField('Qualified Dental Nurse', [role('Brand Manager')])).toBe(false);
    expect(staysInField(null, [role('Dental Nurse')])).toBe(false);
    expect(staysInField('Qualified Dental Nurse', [null])).toBe(false);
    expect(staysInField('Restaurant Manager', [role('Brand Manager')])).toBe(false);
    expect(staysInField('Site Engineer', [role('Software Engineer')])).toBe(false);
    expect(staysInField('Senior Structural Engineer', [role('Senior Civil Engineer')])).toBe(true);
    expect(staysInField('Data Analyst (Customer Insight)', [role('Reporting Analyst')])).toBe(true);
  });
});
