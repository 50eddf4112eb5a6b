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

  it('keeps no credential, no language and no item with a comma of its own', () => {
    const cv = [
      'Holder of a counterbalance forklift licence (RTITB)',
      'Full UK driving licence',
      'Known for good NHBC inspection results',
      'Svenska (modersmål), engelska (flytande)',
      'Polish (native) and English (fluent)',
      'Handovers, snagging and aftercare',
      'Handovers and snagging for new homes',
      // A verb no list knows: not a noun of work.
      'Calibrate pipettes monthly and keep equipment logs',
      'Byter varmvattenberedare och installerar värmepumpar',
    ].join('\n');
    expect(readWorkItems(cv, new Set())).toEqual(['Handovers and snagging for new homes']);
  });
});
