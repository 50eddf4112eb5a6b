import { ENGLISH_CV, SWEDISH_CV } from '../../../../test/generation/fixtures';
import { readCandidateProfile } from './candidate-profile';

describe('readCandidateProfile', () => {
  it('reads the name and the current role of an English CV', () => {
    expect(readCandidateProfile(ENGLISH_CV)).toEqual({
      name: 'Jane Doe',
      recentRole: { title: 'Senior Backend Developer', employer: 'Nordic Payments AB', current: true },
    });
  });

  it('reads a Swedish CV', () => {
    expect(readCandidateProfile(SWEDISH_CV)).toEqual({
      name: 'Anna Svensson',
      recentRole: { title: 'Sjuksköterska', employer: 'Akutmottagningen', current: true },
    });
  });

  it('finds the latest entry whatever the order, and a title on the line above the dates', () => {
    const cv = ['CURRICULUM VITAE', 'JOHN SMITH', '', 'Work experience', 'Warehouse Assistant', 'Contoso | 2015 - 2018', '', 'Logistics Coordinator', 'Fabrikam Ltd | 2018 - 2023'].join('\n');
    expect(readCandidateProfile(cv)).toEqual({
      name: 'John Smith',
      recentRole: { title: 'Logistics Coordinator', employer: 'Fabrikam Ltd', current: false },
    });
  });

  it('skips education and says nothing it cannot read', () => {
    const cv = 'Skills: Java, SQL\n\nEducation\nBSc Computer Science, 2015 - 2018\n';
    expect(readCandidateProfile(cv)).toEqual({ name: null, recentRole: null });
  });
});
