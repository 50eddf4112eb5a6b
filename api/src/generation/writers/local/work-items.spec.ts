import { readWorkItems } from './evidence';

describe('readWorkItems', () => {
  it('keeps what the work was, not a past action, a study programme or a quality of the person', () => {
    const cv = [
      'Packning och utleverans av kläder',
      'Dealt with guest complaints',
      'Installs containment and lighting',
      'Rewrote the S1–S3 curriculum',
      'Projektleder mässor och butiksevent',
      'Uppdaterade webbshoppen i Shopify',
      'Civilekonomprogrammet, inriktning redovisning',
      'Calm under pressure, careful with stock.',
      'Noggrann och stresstålig i högt tempo',
    ].join('\n');
    expect(readWorkItems(cv, new Set())).toEqual(['Packning och utleverans av kläder']);
  });

  it('keeps no credential, no language, no quality and no item with a comma of its own', () => {
    // Each line opens with a noun of work, so only its own rule keeps it out.
    const cv = [
      'Possession of a valid forklift licence',
      'Speaking Polish and English with customers daily',
      'Outgoing and warm with every guest',
      'Bookkeeping, payroll and VAT returns',
      'Bookkeeping for 40 small business clients',
    ].join('\n');
    expect(readWorkItems(cv, new Set())).toEqual(['Bookkeeping for 40 small business clients']);
  });

  it('keeps no line that opens with a verb the lists do not know', () => {
    const cv = [
      'Calibrate pipettes monthly and keep equipment logs',
      'Byter varmvattenberedare och installerar värmepumpar',
      'Städning av konferensrum och lobby',
    ].join('\n');
    expect(readWorkItems(cv, new Set())).toEqual(['Städning av konferensrum och lobby']);
    // A first word that could be a verb, opening a noun: work.
    expect(readWorkItems('Stock control for a busy pharmacy', new Set())).toEqual(['Stock control for a busy pharmacy']);
  });
});
