import { displayFilename } from './cv-filename';

describe('displayFilename', () => {
  it('keeps an ordinary name', () => {
    expect(displayFilename('Jane Doe CV.pdf')).toBe('Jane Doe CV.pdf');
    expect(displayFilename('Résumé – Åsa.docx')).toBe('Résumé – Åsa.docx');
  });

  it('drops a directory part and control characters', () => {
    expect(displayFilename('C:\\Users\\jane\\cv.pdf')).toBe('cv.pdf');
    expect(displayFilename('../../etc/passwd')).toBe('passwd');
    expect(displayFilename('cv\u0000\n.pdf ')).toBe('cv.pdf');
  });

  it('names a nameless file "cv"', () => {
    expect(displayFilename(undefined)).toBe('cv');
    expect(displayFilename('  ')).toBe('cv');
    expect(displayFilename('folder/')).toBe('cv');
  });

  it('caps the length at 255 characters without splitting a character', () => {
    expect([...displayFilename('😀'.repeat(300))]).toHaveLength(255);
  });
});
