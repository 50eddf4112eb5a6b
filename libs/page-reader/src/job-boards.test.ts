import { isJobBoardName, jobBoardOfHost } from './job-boards';

describe('job boards', () => {
  test.each(['LinkedIn', 'linkedin', 'Indeed.com', 'Arbetsförmedlingen', 'Platsbanken', 'Glassdoor', 'Teamtailor', 'LinkedIn Jobs', 'Indeed Jobb'])(
    '%p is a job board',
    (name) => {
      expect(isJobBoardName(name)).toBe(true);
    },
  );

  test.each(['LinkedIn Sweden AB', 'Region Skåne', 'Acme & Co.', '', null])('%p is not a job board', (name) => {
    expect(isJobBoardName(name)).toBe(false);
  });

  test.each([
    ['se.linkedin.com', 'linkedin'],
    ['job-boards.greenhouse.io', 'greenhouse'],
    ['jobs.ashbyhq.com', 'ashby'],
    ['contoso.wd3.myworkdayjobs.com', 'workday'],
    ['fjallvind.teamtailor.com', 'teamtailor'],
    ['uk.indeed.com', 'indeed'],
    ['notlinkedin.com', undefined],
    ['careers.example.com', undefined],
  ])('%s belongs to %s', (host, id) => {
    expect(jobBoardOfHost(host)?.id).toBe(id);
  });
});
