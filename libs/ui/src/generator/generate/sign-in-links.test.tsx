import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderGenerator } from '../test-support/render-generator';
import { GenerateButton } from './GenerateButton';
import { SignInForMoreLink } from './SignInForMoreLink';
import { SignInToUnlock } from './SignInToUnlock';

const LOGIN = '/api/login?sessionId=6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

/**
 * Clicks the link and says whether the browser would have followed it: the document hears the
 * click after React's handlers, then stops the navigation jsdom cannot do.
 */
function follow(link: HTMLElement): boolean {
  let navigated = false;
  const stop = (event: Event) => {
    navigated = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', stop);
  fireEvent.click(link);
  document.removeEventListener('click', stop);
  return navigated;
}

const cases: [string, string, (onFollow?: () => void) => ReactElement][] = [
  ['SignInForMoreLink', 'Sign In to Generate More Cover Letters', (onFollow) => <SignInForMoreLink loginHref={LOGIN} onFollow={onFollow} />],
  ['SignInToUnlock', 'Sign In', (onFollow) => <SignInToUnlock loginHref={LOGIN} onFollow={onFollow} />],
  [
    'GenerateButton after a 402',
    'Sign In',
    (onFollow) => <GenerateButton hasCv hasJobInfo isGenerating={false} paymentRequired onGenerate={() => {}} loginHref={LOGIN} onFollowLogin={onFollow} />,
  ],
];

describe.each(cases)('%s', (_name, linkName, render) => {
  test('following the link runs onFollow once, and the link still goes to the sign-in address', () => {
    const onFollow = jest.fn();
    renderGenerator(render(onFollow));

    const link = screen.getByRole('link', { name: linkName });
    expect(link).toHaveAttribute('href', LOGIN);
    expect(follow(link)).toBe(true);
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  test('without onFollow (the extension) it is a plain link', () => {
    renderGenerator(render());

    const link = screen.getByRole('link', { name: linkName });
    expect(link).toHaveAttribute('href', LOGIN);
    expect(follow(link)).toBe(true);
  });
});
