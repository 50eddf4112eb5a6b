/**
 * Job boards and applicant-tracking systems: sites that show other employers' postings. The one
 * list both the page readers and the pasted-text reader ask, so a board is never taken for the
 * employer (an `og:site_name` of "LinkedIn", a pasted "Indeed" line, "via Platsbanken").
 */
export interface JobBoard {
  /** The id readers report (`PostingSource.board`). */
  id: string;
  /** Names the board goes by, as a site name or in text. */
  names: readonly string[];
  /** Registrable domains; subdomains count. */
  domains: readonly string[];
}

export const JOB_BOARDS: readonly JobBoard[] = [
  { id: 'linkedin', names: ['LinkedIn', 'LinkedIn Jobs'], domains: ['linkedin.com'] },
  {
    id: 'indeed',
    names: ['Indeed', 'Indeed.com'],
    domains: ['indeed.com', 'indeed.se', 'indeed.co.uk', 'indeed.de', 'indeed.fr', 'indeed.nl', 'indeed.ca', 'indeed.com.au'],
  },
  { id: 'greenhouse', names: ['Greenhouse'], domains: ['greenhouse.io'] },
  { id: 'lever', names: ['Lever'], domains: ['lever.co'] },
  { id: 'ashby', names: ['Ashby'], domains: ['ashbyhq.com'] },
  { id: 'workday', names: ['Workday'], domains: ['myworkdayjobs.com', 'myworkdaysite.com', 'workday.com'] },
  { id: 'teamtailor', names: ['Teamtailor'], domains: ['teamtailor.com'] },
  { id: 'platsbanken', names: ['Platsbanken', 'Arbetsförmedlingen', 'Arbetsformedlingen', 'Jobtech'], domains: ['arbetsformedlingen.se'] },
  { id: 'glassdoor', names: ['Glassdoor'], domains: ['glassdoor.com', 'glassdoor.co.uk', 'glassdoor.se'] },
  { id: 'monster', names: ['Monster'], domains: ['monster.com', 'monster.se', 'monster.co.uk'] },
  { id: 'stepstone', names: ['StepStone'], domains: ['stepstone.de', 'stepstone.se'] },
  { id: 'ziprecruiter', names: ['ZipRecruiter'], domains: ['ziprecruiter.com'] },
  { id: 'simplyhired', names: ['SimplyHired'], domains: ['simplyhired.com'] },
  { id: 'totaljobs', names: ['Totaljobs'], domains: ['totaljobs.com'] },
  { id: 'reed', names: ['Reed', 'reed.co.uk'], domains: ['reed.co.uk'] },
  { id: 'wellfound', names: ['Wellfound', 'AngelList', 'AngelList Talent'], domains: ['wellfound.com', 'angel.co'] },
  { id: 'welcometothejungle', names: ['Welcome to the Jungle', 'Otta'], domains: ['welcometothejungle.com', 'otta.com'] },
  { id: 'smartrecruiters', names: ['SmartRecruiters'], domains: ['smartrecruiters.com'] },
  { id: 'workable', names: ['Workable'], domains: ['workable.com'] },
  { id: 'recruitee', names: ['Recruitee'], domains: ['recruitee.com'] },
  { id: 'jobvite', names: ['Jobvite'], domains: ['jobvite.com'] },
  { id: 'bamboohr', names: ['BambooHR'], domains: ['bamboohr.com'] },
  { id: 'personio', names: ['Personio'], domains: ['personio.com', 'personio.de'] },
  { id: 'jobylon', names: ['Jobylon'], domains: ['jobylon.com'] },
  { id: 'varbi', names: ['Varbi'], domains: ['varbi.com'] },
  { id: 'reachmee', names: ['ReachMee'], domains: ['reachmee.com'] },
  { id: 'blocket', names: ['Blocket Jobb', 'Jobbsafari'], domains: ['blocketjobb.se', 'jobbsafari.se'] },
  { id: 'academicwork', names: ['Academic Work'], domains: ['academicwork.se', 'academicwork.com'] },
  { id: 'jobindex', names: ['Jobindex'], domains: ['jobindex.dk'] },
  { id: 'finn', names: ['FINN', 'FINN.no'], domains: ['finn.no'] },
  { id: 'dice', names: ['Dice'], domains: ['dice.com'] },
  { id: 'seek', names: ['SEEK'], domains: ['seek.com.au'] },
  { id: 'xing', names: ['XING'], domains: ['xing.com'] },
  { id: 'careerbuilder', names: ['CareerBuilder'], domains: ['careerbuilder.com'] },
];

const normalise = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim();

const BY_NAME = new Map(JOB_BOARDS.flatMap((board) => [...board.names, ...board.domains].map((name) => [normalise(name), board] as const)));

/** The board a name stands for: "LinkedIn", "indeed.com", "Arbetsförmedlingen". Exact names only: "LinkedIn Sweden AB" is an employer. */
export function jobBoardNamed(name: string | null | undefined): JobBoard | undefined {
  if (!name) return undefined;
  const key = normalise(name).replace(/^(?:www\.)?/, '');
  return BY_NAME.get(key) ?? BY_NAME.get(key.replace(/\s+(?:jobs?|jobb|careers?|karriar)$/, ''));
}

export function isJobBoardName(name: string | null | undefined): boolean {
  return !!jobBoardNamed(name);
}

/** The board a host belongs to (`se.linkedin.com`, `job-boards.greenhouse.io`). */
export function jobBoardOfHost(hostname: string): JobBoard | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return JOB_BOARDS.find((board) => board.domains.some((domain) => host === domain || host.endsWith(`.${domain}`)));
}
