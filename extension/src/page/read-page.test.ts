import { readPage } from './read-page';
import type { JobPostingReading, PageReading } from './posting';
import { loadFixture, loadHtml } from './test-support';

function asJob(reading: PageReading): JobPostingReading {
  expect(reading.kind).toBe('job');
  return reading as JobPostingReading;
}

describe('schema.org JobPosting JSON-LD first', () => {
  test('a company career page: title, company, location and the description as plain text with bullets', () => {
    const job = asJob(readPage(loadFixture('company-json-ld.html'), 'https://careers.nordicpayments.se/jobs/42#apply'));
    expect(job).toMatchObject({
      source: 'json-ld',
      url: 'https://careers.nordicpayments.se/jobs/42',
      title: 'Senior Backend Developer',
      company: 'Nordic Payments AB',
      location: 'Stockholm, SE',
    });
    expect(job.description).toContain('We are looking for a Senior Backend Developer to build our payment platform.');
    expect(job.description).toContain('• Design APIs in TypeScript and Node.js');
    expect(job.description).toContain('Qualifications\nFluent English; Swedish is a plus.');
    expect(job.description).not.toMatch(/<[a-z]/i);
  });
});

describe('board readers on the rendered page', () => {
  test('LinkedIn, public job view', () => {
    const job = asJob(readPage(loadFixture('linkedin-job-public.html'), 'https://se.linkedin.com/jobs/view/data-engineer-at-nordic-payments-3999999999'));
    expect(job).toMatchObject({
      source: 'board:linkedin',
      title: 'Data Engineer',
      company: 'Nordic Payments',
      location: 'Gothenburg, Västra Götaland County, Sweden',
    });
    expect(job.description).toContain('• Build batch and streaming pipelines in Python and Apache Spark');
    expect(job.description).not.toContain('Show more');
    expect(job.description).not.toContain('Similar jobs');
  });

  test('LinkedIn, signed-in search results: the open posting, with its own address', () => {
    const job = asJob(readPage(loadFixture('linkedin-job-signed-in.html'), 'https://www.linkedin.com/jobs/search/?currentJobId=4022222222&keywords=designer'));
    expect(job).toMatchObject({
      source: 'board:linkedin',
      url: 'https://www.linkedin.com/jobs/view/4022222222/',
      title: 'Product Designer',
      company: 'Volvo Cars',
      location: 'Gothenburg, Västra Götaland County, Sweden',
    });
    expect(job.description).toContain('Volvo Cars is looking for a Product Designer');
    expect(job.description).toContain('• Design flows in Figma from research to polished prototypes');
    expect(job.description).not.toContain('Frontend Developer · Acme');
    expect(job.description).not.toContain('Show more');
  });

  test('Indeed: the screen-reader-only " - job post" is not part of the title', () => {
    const job = asJob(readPage(loadFixture('indeed.html'), 'https://uk.indeed.com/viewjob?jk=abc123'));
    expect(job).toMatchObject({
      source: 'board:indeed',
      url: 'https://uk.indeed.com/viewjob?jk=abc123',
      title: 'Registered Nurse - Night Shift',
      company: "St Mary's Hospital",
      location: 'Manchester M13',
    });
    expect(job.description).toContain('• Administer medication safely');
    expect(job.description).not.toContain('Apply now');
  });

  test('Greenhouse: the application form is not part of the description; the company comes from the page title', () => {
    const job = asJob(readPage(loadFixture('greenhouse.html'), 'https://job-boards.greenhouse.io/fabrikam/jobs/7001'));
    expect(job).toMatchObject({ source: 'board:greenhouse', title: 'Site Reliability Engineer', company: 'Fabrikam', location: 'Remote (Europe)' });
    expect(job.description).toContain('• Keep our Kubernetes clusters on AWS healthy');
    expect(job.description).not.toContain('Apply for this job');
    expect(job.description).not.toContain('Cover Letter');
  });

  test('Lever: sections split across sibling blocks are joined; apply buttons are left out', () => {
    const job = asJob(readPage(loadFixture('lever.html'), 'https://jobs.lever.co/contoso/5b3c'));
    expect(job).toMatchObject({ source: 'board:lever', title: 'Customer Success Manager', company: 'Contoso', location: 'Berlin' });
    expect(job.description).toContain('Contoso helps retailers forecast demand.');
    expect(job.description).toContain('• Onboard new customers and run quarterly business reviews');
    expect(job.description).toContain('• Fluent German and English');
    expect(job.description).not.toContain('Apply for this job');
  });

  test('Workday: a page rendered by JavaScript, read from its DOM', () => {
    const job = asJob(readPage(loadFixture('workday.html'), 'https://contoso.wd3.myworkdayjobs.com/en-US/careers/job/London/Financial-Analyst_R-1234'));
    expect(job).toMatchObject({ source: 'board:workday', title: 'Financial Analyst', location: 'London, United Kingdom' });
    expect(job.description).toContain('• Build financial models in Excel');
  });

  test('Platsbanken: a Swedish posting keeps its Swedish text', () => {
    const job = asJob(readPage(loadFixture('platsbanken.html'), 'https://arbetsformedlingen.se/platsbanken/annonser/29123456'));
    expect(job).toMatchObject({
      source: 'board:platsbanken',
      title: 'Sjuksköterska till akutmottagningen',
      company: 'Region Skåne',
      location: 'Kommun: Malmö',
    });
    expect(job.description).toContain('Vi söker nu sjuksköterskor till Skånes universitetssjukhus i Malmö.');
    expect(job.description).toContain('Arbetsuppgifter\n\n• Bedöma och prioritera patienter i triage');
    expect(job.description).toContain('Välkommen med din ansökan!');
    expect(job.description).not.toContain('Ansök här');
  });

  test('board markup on a custom domain is recognised (Greenhouse on a company site)', () => {
    const job = asJob(readPage(loadFixture('greenhouse.html'), 'https://careers.fabrikam.com/jobs/7001'));
    expect(job.source).toBe('board:greenhouse');
  });
});

describe('readability on the rendered DOM last', () => {
  test('a career page without JSON-LD or board markup: the article, without cookie banner, navigation or similar jobs', () => {
    const job = asJob(readPage(loadFixture('career-page-rendered.html'), 'https://careers.fabrikam.com/jobs/warehouse-team-lead'));
    expect(job).toMatchObject({ source: 'article', title: 'Warehouse Team Lead' });
    expect(job.description).toContain('You will lead a team of twelve warehouse operators');
    expect(job.description).toContain('• Forklift licence');
    expect(job.description).not.toMatch(/cookies|Forklift Driver|Inventory Planner|Privacy/);
  });

  test('a posting rendered by a script after load is read from the DOM as it is now', () => {
    const document = loadHtml('<html><head><title>Careers</title></head><body><div id="app"></div></body></html>');
    const app = document.getElementById('app')!;
    app.innerHTML = `<main><h1>Barista</h1><p>We are looking for a barista who loves coffee and people, for our café in Uppsala.</p>
      <h2>Responsibilities</h2><ul><li>Make espresso drinks</li><li>Keep the café clean</li></ul>
      <h2>Requirements</h2><ul><li>Experience with espresso machines</li></ul><p>Part-time, apply by May 1.</p></main>`;
    const job = asJob(readPage(document, 'https://cafe.example/jobs/barista'));
    expect(job).toMatchObject({ source: 'article', title: 'Barista' });
    expect(job.description).toContain('• Make espresso drinks');
  });
});

describe('pages without a posting', () => {
  test('a blog article is not offered as a job posting', () => {
    expect(readPage(loadFixture('no-posting.html'), 'https://kitchen.example/sourdough')).toEqual({ kind: 'none', url: 'https://kitchen.example/sourdough' });
  });

  test('an empty page', () => {
    expect(readPage(loadHtml('<html><head></head><body></body></html>'), 'https://example.com/').kind).toBe('none');
  });
});

describe('instructions hidden for an AI model', () => {
  const INJECTED = [/ignore/i, /10\/10/, /10 out of 10/i, /system prompt/i, /COBOL/, /perfect match/i, /Rust/, /disregard/i];

  test('the JSON-LD description loses its hidden span and the sentences addressed to a model', () => {
    const job = asJob(readPage(loadFixture('hidden-instructions.html'), 'https://tailspintoys.example/jobs/qa'));
    expect(job.source).toBe('json-ld');
    expect(job.description).toContain('Tailspin Toys is hiring a QA Engineer to test our mobile games.');
    expect(job.description).toContain('You will write automated tests with Playwright and Appium.');
    expect(job.description).toContain('• Experience with test automation');
    for (const pattern of INJECTED) expect(job.description).not.toMatch(pattern);
  });

  test('the rendered page: hidden, off-screen, zero-size and transparent text is not read, nor visible instructions', () => {
    const document = loadFixture('hidden-instructions.html');
    document.querySelector('script[type="application/ld+json"]')!.remove();
    const job = asJob(readPage(document, 'https://tailspintoys.example/jobs/qa'));
    expect(job.source).toBe('article');
    expect(job.description).toContain('Tailspin Toys is hiring a QA Engineer to test our mobile games.');
    expect(job.description).toContain('You will write automated tests with Playwright and Appium.');
    for (const pattern of INJECTED) expect(job.description).not.toMatch(pattern);
  });
});

describe('a LinkedIn profile fills the LinkedIn background', () => {
  test('name, headline, location and the profile sections, each text once', () => {
    const reading = readPage(loadFixture('linkedin-profile.html'), 'https://www.linkedin.com/in/anna-svensson/?originalSubdomain=se');
    expect(reading).toMatchObject({ kind: 'linkedin-profile', url: 'https://www.linkedin.com/in/anna-svensson/', name: 'Anna Svensson' });
    if (reading.kind !== 'linkedin-profile') throw new Error('not a profile');
    expect(reading.content).toMatch(
      /^Anna Svensson\nSenior Backend Developer at Nordic Payments\nStockholm, Sweden\n\nAbout\nI build reliable payment systems/,
    );
    expect(reading.content).toContain('Experience\n');
    expect(reading.content).toContain('Nordic Payments AB · Full-time');
    expect(reading.content).toContain('KTH Royal Institute of Technology');
    expect(reading.content).toContain('Skills\n• TypeScript\n• PostgreSQL\n• Kubernetes');
    expect(reading.content.match(/I build reliable payment systems/g)).toHaveLength(1);
    expect(reading.content.match(/Senior Backend Developer\n/g)).toHaveLength(1);
    expect(reading.content).not.toMatch(/Show all|People also viewed|Someone Else/);
  });

  test('a job page on linkedin.com is not a profile', () => {
    expect(readPage(loadFixture('linkedin-job-public.html'), 'https://www.linkedin.com/jobs/view/3999999999').kind).toBe('job');
  });
});

test('reading never changes the page', () => {
  const document = loadFixture('career-page-rendered.html');
  const before = document.documentElement.outerHTML;
  readPage(document, 'https://careers.fabrikam.com/jobs/warehouse-team-lead');
  expect(document.documentElement.outerHTML).toBe(before);
});
