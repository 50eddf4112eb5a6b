import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { fillCoverLetter, findCoverLetterField } from './fill-form';
import { installFileChoosing, loadFormFixture, otherFieldValues, readFileText } from './test-support';

beforeAll(installFileChoosing);

const TEXT = 'Dear hiring team,\n\nI would like to apply for the role.\n\nKind regards,\nJane Doe';
const LETTER = { text: TEXT };
/** Stands for the panel's PDF of the letter: what matters here is that these bytes reach the input. */
const PDF_BYTES = '%PDF-1.7 the letter';
const WITH_PDF = { text: TEXT, pdfBase64: btoa(PDF_BYTES) };

interface Case {
  fixture: string;
  url: string;
  system: string;
  kind: 'text' | 'file';
  /** The field the letter must go into. */
  field: (doc: Document) => Element | null | undefined;
}

const shadowField = (doc: Document, label: string) => doc.querySelector(`spl-textarea[label="${label}"]`)?.shadowRoot?.querySelector('textarea');

const CASES: Case[] = [
  {
    fixture: 'greenhouse.html',
    url: 'https://boards.greenhouse.io/embed/job_app?for=nordlys&token=4000001',
    system: 'Greenhouse',
    kind: 'file',
    field: (doc) => doc.getElementById('cover_letter'),
  },
  {
    fixture: 'lever.html',
    url: 'https://jobs.lever.co/nordlys/7d1e2f30-1111-4c2b-9a0e-5f6a7b8c9d0e/apply',
    system: 'Lever',
    kind: 'text',
    field: (doc) => doc.getElementById('additional-information'),
  },
  {
    fixture: 'ashby.html',
    url: 'https://jobs.ashbyhq.com/nordlys/2f4c/application',
    system: 'Ashby',
    kind: 'text',
    field: (doc) => doc.getElementById('8f1a7c2e-5b3d-4e6f-9a0b-1c2d3e4f5a6b'),
  },
  {
    fixture: 'workday.html',
    url: 'https://nordlys.wd3.myworkdayjobs.com/en-US/careers/job/Oslo/Data-Analyst_R-1001/apply',
    system: 'Workday',
    kind: 'file',
    field: (doc) => doc.querySelector('[data-automation-id="coverLetterSection"] input[type="file"]'),
  },
  {
    fixture: 'teamtailor.html',
    url: 'https://nordlys.teamtailor.com/jobs/5500001-backendutvecklare/applications/new',
    system: 'Teamtailor',
    kind: 'text',
    field: (doc) => doc.getElementById('candidate_pitch'),
  },
  {
    fixture: 'smartrecruiters.html',
    url: 'https://jobs.smartrecruiters.com/oneclick-ui/company/Nordlys/publication/9f8e7d6c',
    system: 'SmartRecruiters',
    kind: 'text',
    field: (doc) => shadowField(doc, 'Message to the hiring team'),
  },
];

describe.each(CASES)('$system', ({ fixture, url, system, kind, field }) => {
  test(`finds the cover letter field and fills only it (${kind}), on the system's host and embedded elsewhere`, async () => {
    for (const address of [url, 'http://localhost:4000/careers/apply']) {
      const doc = loadFormFixture(fixture);
      const target = field(doc)!;
      expect(target).toBeTruthy();
      const found = findCoverLetterField(doc, address);
      expect(found).toMatchObject({ kind, field: target });
      expect(found?.system.name).toBe(system);

      const before = otherFieldValues(doc, target);
      expect(fillCoverLetter(doc, address, LETTER)).toEqual(kind === 'file' ? { system, kind, fileName: 'cover-letter.txt' } : { system, kind });
      if (kind === 'text') {
        expect((target as HTMLTextAreaElement).value).toBe(TEXT);
      } else {
        const files = (target as HTMLInputElement).files!;
        expect(files).toHaveLength(1);
        expect(files[0].name).toBe('cover-letter.txt');
        expect(files[0].type).toBe('text/plain');
        expect(await readFileText(files[0])).toBe(TEXT);
      }
      expect(otherFieldValues(doc, target)).toEqual(before);
      expect(doc.body.getAttribute('data-submitted')).toBeNull();
    }
  });
});

test('a React-style controlled field (Ashby, SmartRecruiters) keeps the letter in its state; a plain value assignment would be reverted', () => {
  let doc = loadFormFixture('ashby.html');
  const ashby = doc.getElementById('8f1a7c2e-5b3d-4e6f-9a0b-1c2d3e4f5a6b') as HTMLTextAreaElement;
  ashby.value = 'typed by a script';
  ashby.dispatchEvent(new Event('input', { bubbles: true }));
  ashby.dispatchEvent(new Event('change', { bubbles: true }));
  expect(ashby.value).toBe('');

  fillCoverLetter(doc, 'https://jobs.ashbyhq.com/nordlys/2f4c/application', LETTER);
  expect(ashby.getAttribute('data-state')).toBe(TEXT);
  expect(ashby.value).toBe(TEXT);

  doc = loadFormFixture('smartrecruiters.html');
  fillCoverLetter(doc, 'https://jobs.smartrecruiters.com/oneclick-ui/company/Nordlys/publication/9f8e7d6c', LETTER);
  expect(shadowField(doc, 'Message to the hiring team')?.getAttribute('data-state')).toBe(TEXT);
});

test('a real React form sees the letter through its onChange', async () => {
  document.body.innerHTML = '<div class="ashby-application-form-container" id="app"></div>';
  const seen: string[] = [];
  function CoverLetterQuestion() {
    const [value, setValue] = useState('');
    return createElement('div', { className: 'ashby-application-form-field-entry' }, [
      createElement('label', { key: 'l', htmlFor: 'cl' }, 'Cover letter'),
      createElement('textarea', {
        key: 't',
        id: 'cl',
        value,
        onChange: (event: { target: HTMLTextAreaElement }) => {
          seen.push(event.target.value);
          setValue(event.target.value);
        },
      }),
    ]);
  }
  const root = createRoot(document.getElementById('app')!);
  await act(async () => root.render(createElement(CoverLetterQuestion)));
  await act(async () => {
    expect(fillCoverLetter(document, 'https://jobs.ashbyhq.com/nordlys/2f4c/application', LETTER)).toEqual({ system: 'Ashby', kind: 'text' });
  });
  expect(seen).toEqual([TEXT]);
  expect((document.getElementById('cl') as HTMLTextAreaElement).value).toBe(TEXT);
  await act(async () => root.unmount());
});

test('pages of no known system are left alone; a known form without a letter field says so', () => {
  document.body.innerHTML =
    '<form><label for="m">Message</label><textarea id="m"></textarea><label for="c">Cover letter</label><textarea id="c"></textarea></form>';
  expect(findCoverLetterField(document, 'https://careers.example.com/apply')).toBeNull();
  expect(fillCoverLetter(document, 'https://careers.example.com/apply', LETTER)).toBeNull();
  expect((document.getElementById('c') as HTMLTextAreaElement).value).toBe('');

  const doc = loadFormFixture('teamtailor.html');
  doc.getElementById('candidate_pitch')!.closest('.form-group')!.remove();
  expect(fillCoverLetter(doc, 'https://nordlys.teamtailor.com/jobs/5500001/applications/new', LETTER)).toEqual({ system: 'Teamtailor', kind: 'none' });
});

test('a question is never named by a neighbouring field\'s label ("Link to your cover letter" is not the textarea\'s)', () => {
  const doc = loadFormFixture('teamtailor.html');
  doc.getElementById('candidate_pitch')!.closest('.form-group')!.remove();
  const form = doc.querySelector('form')!;
  form.insertAdjacentHTML(
    'beforeend',
    '<div class="questions"><div><label for="link">Link to your cover letter</label><input id="link" type="url"></div><div><label for="heard">How did you hear about us?</label><textarea id="heard"></textarea></div></div>',
  );
  expect(fillCoverLetter(doc, 'https://nordlys.teamtailor.com/jobs/5500001/applications/new', LETTER)).toEqual({ system: 'Teamtailor', kind: 'none' });
  expect((doc.getElementById('heard') as HTMLTextAreaElement).value).toBe('');
});

test('a file input gets the PDF when the panel made one and the input takes PDFs, the .txt when it takes only text', async () => {
  for (const fixture of ['greenhouse.html', 'workday.html']) {
    const doc = loadFormFixture(fixture);
    const url =
      fixture === 'greenhouse.html' ? 'https://boards.greenhouse.io/embed/job_app?for=nordlys&token=4000001' : 'https://nordlys.wd3.myworkdayjobs.com/apply';
    const found = findCoverLetterField(doc, url);
    expect(fillCoverLetter(doc, url, WITH_PDF)).toMatchObject({ kind: 'file', fileName: 'cover-letter.pdf' });
    const [file] = (found as { field: HTMLInputElement }).field.files!;
    expect({ name: file.name, type: file.type, bytes: await readFileText(file) }).toEqual({
      name: 'cover-letter.pdf',
      type: 'application/pdf',
      bytes: PDF_BYTES,
    });
  }
  const textOnly = loadFormFixture('workday.html');
  for (const input of textOnly.querySelectorAll<HTMLInputElement>('input[type="file"]')) input.accept = '.txt,.rtf';
  expect(fillCoverLetter(textOnly, 'https://nordlys.wd3.myworkdayjobs.com/apply', WITH_PDF)).toEqual({
    system: 'Workday',
    kind: 'file',
    fileName: 'cover-letter.txt',
  });
});

test('a file input that takes neither a PDF nor a text file is not used; one for PDFs alone waits for the PDF', () => {
  const doc = loadFormFixture('workday.html');
  for (const input of doc.querySelectorAll<HTMLInputElement>('input[type="file"]')) input.accept = '.docx,.odt';
  expect(fillCoverLetter(doc, 'https://nordlys.wd3.myworkdayjobs.com/apply', WITH_PDF)).toEqual({ system: 'Workday', kind: 'none' });
  const pdfOnly = loadFormFixture('workday.html');
  for (const input of pdfOnly.querySelectorAll<HTMLInputElement>('input[type="file"]')) input.accept = '.pdf';
  expect(fillCoverLetter(pdfOnly, 'https://nordlys.wd3.myworkdayjobs.com/apply', LETTER)).toEqual({ system: 'Workday', kind: 'none' });
  expect(fillCoverLetter(pdfOnly, 'https://nordlys.wd3.myworkdayjobs.com/apply', WITH_PDF)).toEqual({
    system: 'Workday',
    kind: 'file',
    fileName: 'cover-letter.pdf',
  });
});
