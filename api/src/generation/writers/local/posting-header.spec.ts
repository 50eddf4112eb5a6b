import { ENGLISH_POSTING, SWEDISH_POSTING } from '../../../../test/generation/fixtures';
import { readPostingHeader } from './posting-header';

describe('readPostingHeader', () => {
  it.each([
    [ENGLISH_POSTING, 'Senior Backend Engineer', 'Acme Cloud'],
    [SWEDISH_POSTING, 'Sjuksköterska till akutmottagningen', 'Region Exempel'],
    ['Title: Data Analyst\nCompany: Northwind Traders\nLocation: Remote\n\nWe analyse data.', 'Data Analyst', 'Northwind Traders'],
    ['Företag: Exempel AB\nTjänst: Redovisningsekonom\n\nVi söker en redovisningsekonom.', 'Redovisningsekonom', 'Exempel AB'],
    ['Globex is hiring a Product Designer\n\nJoin our team.', 'Product Designer', 'Globex'],
    ['Frontend Developer | Initech AB\n\nWe build web apps.', 'Frontend Developer', 'Initech AB'],
    ['Frontend Developer - Stockholm\n\nWe build web apps.', 'Frontend Developer', null],
    ['Warehouse Worker\n\nAt Contoso Logistics, we move parcels every day.', 'Warehouse Worker', 'Contoso Logistics'],
    ['We need someone great.\n\nYou will do many things.', null, null],
    // "Title at Company" (English), "Title till/på Company" (Swedish), also as the first sentence of a longer line.
    ['Backend developer at Foo AB.\nWe build payment services in Node.js.', 'Backend developer', 'Foo AB'],
    [
      'Backend developer at Foo AB. We are a fintech company in Stockholm that builds payment infrastructure for merchants all over the Nordics.\nWe use Node.js.',
      'Backend developer',
      'Foo AB',
    ],
    ['Systemutvecklare till Exempel Bank\n\nVi söker en utvecklare.', 'Systemutvecklare', 'Exempel Bank'],
    ['Lärare i matematik på Exempelskolan\n\nVi söker en lärare.', 'Lärare i matematik', 'Exempelskolan'],
    // A department in lower case is no company: the whole line is the title.
    ['Sjuksköterska på akutmottagningen\n\nVi söker en sjuksköterska.', 'Sjuksköterska på akutmottagningen', null],
    ['Developer at a fast-growing startup\n\nWe build apps.', 'Developer at a fast-growing startup', null],
    // "Company – Title" and "Title, Company": the other side counts as the company when it reads as one.
    ['Foo AB – Backend developer\n\nWe build payment services.', 'Backend developer', 'Foo AB'],
    ['Spotify – Backend Engineer\n\nAt Spotify, we build audio products.', 'Backend Engineer', 'Spotify'],
    ['Backend developer, Foo AB\n\nWe build payment services.', 'Backend developer', 'Foo AB'],
    ['Backend Engineer, Stockholm\n\nWe build payment services.', 'Backend Engineer', null],
    // No role word: no title is made up.
    ['Foo AB – Stockholm\n\nWe build payment services.', null, 'Foo AB'],
  ])('%#', (text, title, company) => {
    expect(readPostingHeader(text)).toEqual({ title, company });
  });
});
