import { readJobPostingJsonLd } from '@coverletter/page-reader';
import { parseHtml } from '../../src/fetcher/html/html-document';
import { htmlToText } from '../../src/fetcher/html/html-to-text';
import { looksLikeBotWall, needsJavaScript } from '../../src/fetcher/html/page-signals';
import { extractJobPosting } from '../../src/job/extraction/extract-job-posting';

/** Unit tests of the HTML tools and readers (named .e2e-spec so the api jest project picks them up). */
const LONG = 'This role is about building reliable software with a friendly team in a calm environment.';

function jsonLdPage(...blocks: string[]): Document {
  return parseHtml(`<html><head>${blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join('')}</head><body></body></html>`);
}

describe('htmlToText', () => {
  it('keeps paragraphs, bullets, numbered and nested lists', () => {
    const text = htmlToText(
      '<p>Intro   text\n here.</p><ul><li>One<ul><li>One a</li></ul></li><li><p>Two</p></li></ul><ol><li>First</li><li>Second</li></ol><p>End<br>line two</p>',
    );
    expect(text).toBe('Intro text here.\n\n• One\n  • One a\n• Two\n\n1. First\n2. Second\n\nEnd\nline two');
  });

  it('reads twice-escaped HTML and decodes entities', () => {
    expect(htmlToText('&lt;p&gt;R&amp;amp;D team&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Rust&lt;/li&gt;&lt;/ul&gt;')).toBe('R&D team\n\n• Rust');
  });

  it('keeps the line breaks of plain text', () => {
    expect(htmlToText('Line one\nLine two\n\n\n\nAfter a gap &amp; more')).toBe('Line one\nLine two\n\nAfter a gap & more');
  });

  it('joins table cells and drops scripts, styles and form controls', () => {
    expect(htmlToText('<table><tr><th>Salary</th><td>50 000 SEK</td></tr></table><script>x()</script><style>p{}</style><button>Apply</button>')).toBe(
      'Salary | 50 000 SEK',
    );
  });
});

describe('JSON-LD', () => {
  it('finds a JobPosting in a top-level array, by full IRI type, despite raw line breaks in strings', () => {
    const doc = jsonLdPage(
      '{ not json',
      `[{"@type":"Organization","name":"X"},{"@type":"http://schema.org/JobPosting","title":"Dev &amp; Ops","hiringOrganization":"Acme",
        "jobLocationType":"TELECOMMUTE","applicantLocationRequirements":{"@type":"Country","name":"Sweden"},
        "description":"First line
second line"}]`,
    );
    expect(readJobPostingJsonLd(doc)).toEqual({ title: 'Dev & Ops', company: 'Acme', location: 'Remote (Sweden)', description: 'First line second line' });
  });

  it('adds schema.org sections the description lacks', () => {
    const doc = jsonLdPage(
      JSON.stringify({ '@type': 'JobPosting', title: 'T', description: `<p>${LONG}</p>`, qualifications: '<ul><li>Go</li></ul>', skills: ['Kafka', 'SQL'] }),
    );
    expect(readJobPostingJsonLd(doc)?.description).toBe(`${LONG}\n\nQualifications\n• Go\n\nSkills\nKafka\nSQL`);
  });
});

describe('board readers', () => {
  const url = new URL('https://careers.example.com/job/1');
  const read = (body: string, at = url) => {
    const html = `<html><head><title>Job</title></head><body>${body}</body></html>`;
    return extractJobPosting(parseHtml(html), at, html);
  };

  it('reads an Indeed job view', () => {
    const posting = read(
      `<h1 data-testid="jobsearch-JobInfoHeader-title"><span>Backend Developer</span></h1><div data-testid="inlineHeader-companyName"><a>Volvo Cars</a></div>
       <div data-testid="inlineHeader-companyLocation">Göteborg</div><div id="jobDescriptionText"><p>${LONG}</p></div>`,
      new URL('https://se.indeed.com/viewjob?jk=1'),
    );
    expect(posting).toMatchObject({
      method: 'board',
      board: 'indeed',
      title: 'Backend Developer',
      company: 'Volvo Cars',
      location: 'Göteborg',
      description: LONG,
    });
  });

  it('reads a LinkedIn guest job view', () => {
    const posting = read(
      `<section class="top-card-layout"><h1 class="top-card-layout__title">SRE</h1><h4 class="top-card-layout__second-subline"><span class="topcard__flavor"><a class="topcard__org-name-link">Ericsson</a></span>
       <span class="topcard__flavor topcard__flavor--bullet">Kista, Stockholm County, Sweden</span></h4></section>
       <div class="show-more-less-html__markup">${LONG}<ul><li>On call</li></ul></div><button class="show-more-less-html__button">Show more</button>`,
    );
    expect(posting).toMatchObject({
      method: 'board',
      board: 'linkedin',
      title: 'SRE',
      company: 'Ericsson',
      location: 'Kista, Stockholm County, Sweden',
      description: `${LONG}\n\n• On call`,
    });
  });

  it('reads a Workday posting', () => {
    const posting = read(
      `<h2 data-automation-id="jobPostingHeader">Controller</h2><div data-automation-id="locations"><dt>locations</dt><dd>Lund</dd></div>
       <div data-automation-id="jobPostingDescription"><p>${LONG}</p></div>`,
    );
    expect(posting).toMatchObject({ method: 'board', board: 'workday', title: 'Controller', location: 'Lund', description: LONG });
  });

  it('reads a Platsbanken ad', () => {
    const posting = read(
      `<h1 class="spacing break-title">Undersköterska</h1><h2 id="pb-company-name">Region Skåne</h2><h3 id="pb-job-location">Kommun: Malmö</h3>
       <div class="section job-description"><p>${LONG}</p></div>`,
      new URL('https://arbetsformedlingen.se/platsbanken/annonser/1'),
    );
    expect(posting).toMatchObject({
      method: 'board',
      board: 'platsbanken',
      title: 'Undersköterska',
      company: 'Region Skåne',
      location: 'Kommun: Malmö',
      description: LONG,
    });
  });

  it('prefers JSON-LD to board markup', () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'JobPosting', title: 'From JSON-LD', description: LONG })}</script>`;
    expect(read(`${ld}<div id="jobDescriptionText"><p>Other text that is also long enough to be used as a description.</p></div>`)).toMatchObject({
      method: 'json-ld',
      title: 'From JSON-LD',
    });
  });
});

describe('page signals', () => {
  it('sees an application form with reCAPTCHA as a page, not a bot wall', () => {
    const doc = parseHtml(
      `<html><head><title>Engineer</title></head><body><p>${LONG}</p><form><div class="g-recaptcha"></div></form><script src="https://www.google.com/recaptcha/api.js"></script></body></html>`,
    );
    expect(looksLikeBotWall(doc)).toBe(false);
  });

  it('sees a PerimeterX challenge as a bot wall', () => {
    expect(
      looksLikeBotWall(
        parseHtml(
          '<html><head><title>Jobs</title></head><body><div id="px-captcha"></div><p>Press & Hold to confirm you are a human (and not a bot).</p></body></html>',
        ),
      ),
    ).toBe(true);
  });

  it('sees a server-rendered page with scripts as not needing JavaScript', () => {
    expect(needsJavaScript(parseHtml(`<html><body><main>${LONG.repeat(3)}</main><script src="/app.js"></script></body></html>`))).toBe(false);
  });
});
