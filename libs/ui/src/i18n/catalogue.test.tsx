import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { defineCatalogue, isLocaleLoaded, loadLocale } from './catalogue';
import { LocaleProvider, useLocale } from './LocaleProvider';

// Defined in the tests, after the jest setup fetched Swedish for the catalogues the modules define.
function freshCatalogue() {
  const fetchSwedish = jest.fn(async () => ({ default: { 'test.greeting': 'Hej {name}' } }));
  const catalogue = defineCatalogue('test', { 'test.greeting': 'Hello {name}' }, fetchSwedish);
  return { catalogue, fetchSwedish };
}

test('English comes with the code; Swedish is fetched only when asked for, once', async () => {
  const { catalogue, fetchSwedish } = freshCatalogue();
  expect(catalogue.messages('en')).toEqual({ 'test.greeting': 'Hello {name}' });
  expect(catalogue.messages('sv')).toEqual({ 'test.greeting': 'Hello {name}' });
  expect(fetchSwedish).not.toHaveBeenCalled();
  expect(isLocaleLoaded('sv')).toBe(false);

  await loadLocale('sv');
  await loadLocale('sv');
  expect(fetchSwedish).toHaveBeenCalledTimes(1);
  expect(catalogue.messages('sv')).toEqual({ 'test.greeting': 'Hej {name}' });
});

function Switch() {
  const { setLocale } = useLocale();
  return (
    <button type="button" onClick={() => setLocale('sv')}>
      sv
    </button>
  );
}

test('a switch to Swedish keeps English on screen until the Swedish catalogue is here, then shows it whole', async () => {
  const { catalogue } = freshCatalogue();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const load = catalogue.load;
  catalogue.load = async (locale) => {
    await held;
    await load(locale);
  };
  localStorage.clear();
  render(
    <LocaleProvider catalogues={[catalogue]} locale="en">
      <p>
        <FormattedMessage id="test.greeting" values={{ name: 'Åsa' }} />
      </p>
      <Switch />
    </LocaleProvider>,
  );
  expect(screen.getByText('Hello Åsa')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'sv' }).click());
  expect(screen.getByText('Hello Åsa')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
  await act(async () => release());
  expect(await screen.findByText('Hej Åsa')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('sv');
});
