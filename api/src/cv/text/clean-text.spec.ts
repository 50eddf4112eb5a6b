import { normalizeExtractedText } from './clean-text';

describe('normalizeExtractedText', () => {
  it('joins a word hyphenated at a line end', () => {
    expect(normalizeExtractedText('strong project manage-\nment skills')).toBe('strong project management skills');
    expect(normalizeExtractedText('manage- \n  ment')).toBe('management');
    expect(normalizeExtractedText('inter\u00AD\nnational')).toBe('international');
    expect(normalizeExtractedText('software devel-\nopment and respon-\nsible for releases')).toBe('software development and responsible for releases');
  });

  it('keeps the hyphen of a hyphenated word that breaks at a line end', () => {
    expect(normalizeExtractedText('React interfaces for e-\ncommerce.')).toBe('React interfaces for e-commerce.');
    expect(normalizeExtractedText('shift teams in high-\nvolume distribution centres')).toBe('shift teams in high-volume distribution centres');
    expect(normalizeExtractedText('Problem-\nsolving and cross-\nfunctional work')).toBe('Problem-solving and cross-functional work');
  });

  it('lets the document decide a line-end hyphen it writes elsewhere', () => {
    expect(normalizeExtractedText('co-\nordinated the launch.\nI coordinated suppliers.')).toBe('coordinated the launch.\nI coordinated suppliers.');
    expect(normalizeExtractedText('Led the co-\noperation.\nCo-operation with the unions.')).toBe('Led the co-operation.\nCo-operation with the unions.');
    expect(normalizeExtractedText('Shipped the data-\nbase.\nOwner of the database.')).toBe('Shipped the database.\nOwner of the database.');
  });

  it('keeps hyphens that are not a split word', () => {
    expect(normalizeExtractedText('full-stack developer')).toBe('full-stack developer');
    expect(normalizeExtractedText('Skills:\n- TypeScript\n- SQL')).toBe('Skills:\n- TypeScript\n- SQL');
    expect(normalizeExtractedText('2019 -\n2024')).toBe('2019 -\n2024');
    expect(normalizeExtractedText('Jane Doe -\nEngineer')).toBe('Jane Doe -\nEngineer');
    expect(normalizeExtractedText('pre-\nAI era')).toBe('pre-\nAI era');
  });

  it('keeps line and paragraph breaks, with at most one empty line', () => {
    expect(normalizeExtractedText('Experience\r\nAcme AB\r\n\r\n\r\n\r\nEducation\rKTH')).toBe('Experience\nAcme AB\n\nEducation\nKTH');
    expect(normalizeExtractedText('Page one\fPage two')).toBe('Page one\nPage two');
  });

  it('collapses spaces and tabs and trims every line', () => {
    expect(normalizeExtractedText('  2019\t\tSoftware   engineer\u00A0 at\u2003Acme  \n')).toBe('2019 Software engineer at Acme');
  });

  it('drops control characters, zero-width marks and broken surrogates that a database would refuse or nobody can see', () => {
    expect(normalizeExtractedText('Ja\u0000ne\u200B Doe\uFEFF\u0007')).toBe('Jane Doe');
    expect(normalizeExtractedText('bad \uD800 half, good 😀')).toBe('bad half, good 😀');
  });

  it('leaves letters of every script alone', () => {
    expect(normalizeExtractedText('Åsa Öberg – Göteborg, Ärlig; Łódź; 東京')).toBe('Åsa Öberg – Göteborg, Ärlig; Łódź; 東京');
  });

  it('gives an empty string for whitespace only', () => {
    expect(normalizeExtractedText(' \n\t\n \u00A0')).toBe('');
  });
});
