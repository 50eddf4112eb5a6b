import { asModifier, lowerFirst, myWorkOf, myWorkWith, swedishTitle } from './text';

describe('swedishTitle', () => {
  it.each([
    ['Backendutvecklare', 'backendutvecklare'],
    ['Kock till säsongen 2027', 'kock till säsongen 2027'],
    ['Truckförare/lagermedarbetare', 'truckförare/lagermedarbetare'],
    ['Sjuksköterska till Akutvårdsavdelning 12', 'sjuksköterska till Akutvårdsavdelning 12'],
    ['Systemutvecklare Java', 'Systemutvecklare Java'],
    ['UX-designer', 'UX-designer'],
    ['Lastbilschaufför CE, distribution', 'lastbilschaufför CE, distribution'],
    ['Fordonstekniker / bilmekaniker', 'fordonstekniker / bilmekaniker'],
  ])('%p mid-sentence is %p', (title, expected) => {
    expect(swedishTitle(title)).toBe(expected);
  });
});

describe('asModifier', () => {
  it('drops the article of a name used before a noun', () => {
    expect(asModifier('The Wheatsheaf Inn')).toBe('Wheatsheaf Inn');
    expect(asModifier('Theatre Royal')).toBe('Theatre Royal');
  });
});

describe('myWorkWith', () => {
  it('names work with a skill, but a skill named as work on its own', () => {
    expect(myWorkWith('redovisning')).toBe('mitt arbete med redovisning');
    expect(myWorkWith('undersköterskearbete')).toBe('mitt undersköterskearbete');
    expect(myWorkOf('accounting')).toBe('my accounting work');
    expect(myWorkOf('social work')).toBe('my social work');
    expect(myWorkOf('paralegal work')).toBe('my paralegal work');
  });
});

describe('lowerFirst', () => {
  it('lowers a word, not an acronym', () => {
    expect(lowerFirst('Led the team')).toBe('led the team');
    expect(lowerFirst('VVS- och fastighetsprogrammet')).toBe('VVS- och fastighetsprogrammet');
  });
});
