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
  ])('%#', (text, title, company) => {
    expect(readPostingHeader(text)).toEqual({ title, company });
  });
});
