import { isPageNumberLine, removePageFurniture } from './page-furniture';

describe('isPageNumberLine', () => {
  it.each(['3', '12', '- 3 -', '— 3 —', 'Page 3', 'page 3 of 4', 'Page 3/4', '3 / 4', 'Sida 2 av 3', 'p. 7'])('%p is a page number', (line) => {
    expect(isPageNumberLine(line)).toBe(true);
  });

  it.each(['2019', '2019 - 2024', '1. Introduction', 'Page layout expert', '3 years of Java', 'Jane Doe'])('%p is not', (line) => {
    expect(isPageNumberLine(line)).toBe(false);
  });
});

describe('removePageFurniture', () => {
  it('keeps a header that is the same on every page once, where it first appears', () => {
    const pages = ['Jane Doe | jane@example.com | +46 70 123 45 67\nExperience\nAcme AB', 'Jane Doe | jane@example.com | +46 70 123 45 67\nEducation\nKTH'];
    expect(removePageFurniture(pages)).toEqual(['Jane Doe | jane@example.com | +46 70 123 45 67\nExperience\nAcme AB', 'Education\nKTH']);
  });

  it('drops a repeated line that differs only in its number everywhere', () => {
    const pages = ['Experience\nAcme AB\nJane Doe CV, page 1', 'Education\nKTH\nJane Doe CV, page 2', 'Skills\nSQL\nJane Doe CV, page 3'];
    expect(removePageFurniture(pages)).toEqual(['Experience\nAcme AB', 'Education\nKTH', 'Skills\nSQL']);
  });

  it('drops page numbers at the top or bottom of a page, also in a one-page document', () => {
    expect(removePageFurniture(['Experience\nAcme AB\n1'])).toEqual(['Experience\nAcme AB']);
    expect(removePageFurniture(['- 1 -\nExperience', 'Page 2 of 2\nEducation'])).toEqual(['Experience', 'Education']);
  });

  it('needs a line at the edges of more than half of the pages', () => {
    const pages = ['Confidential\nOne', 'Two\nthree', 'Four\nfive', 'Confidential\nSix'];
    expect(removePageFurniture(pages)).toEqual(pages);
  });

  it('never touches the middle of a page', () => {
    const middle = (text: string) => ['a1', 'a2', 'a3', text, 'b1', 'b2', 'b3'].join('\n');
    const pages = [middle('Team lead'), middle('Team lead')];
    const [first, second] = removePageFurniture(pages);
    expect(first).toContain('Team lead');
    expect(second).toContain('Team lead');
  });

  it('leaves a single page without page numbers as it is', () => {
    expect(removePageFurniture(['Jane Doe\nEngineer'])).toEqual(['Jane Doe\nEngineer']);
    expect(removePageFurniture([])).toEqual([]);
  });
});
