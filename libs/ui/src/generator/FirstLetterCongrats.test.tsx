import { fireEvent, screen } from '@testing-library/react';
import { FirstLetterCongrats } from './FirstLetterCongrats';
import { renderGenerator } from './test-support/render-generator';

const LOGIN = '/api/login?sessionId=6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

function follow(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
}

test('the sign-in link goes to the given address and runs onFollow as it is followed; the other button opens the letter', () => {
  const onFollow = jest.fn();
  const onViewResult = jest.fn();
  renderGenerator(<FirstLetterCongrats loginHref={LOGIN} onFollow={onFollow} onViewResult={onViewResult} />);

  const link = screen.getByRole('link', { name: 'Sign In to Generate More Cover Letters' });
  expect(link).toHaveAttribute('href', LOGIN);
  follow(link);
  expect(onFollow).toHaveBeenCalledTimes(1);
  expect(onViewResult).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'View your cover letter' }));
  expect(onViewResult).toHaveBeenCalledTimes(1);
  expect(onFollow).toHaveBeenCalledTimes(1);
});

test('Swedish, and without onFollow: a plain sign-in link', () => {
  renderGenerator(<FirstLetterCongrats loginHref={LOGIN} onViewResult={() => {}} />, { locale: 'sv' });

  const link = screen.getByRole('link', { name: 'Logga in för att skapa fler personliga brev' });
  expect(link).toHaveAttribute('href', LOGIN);
  expect(() => follow(link)).not.toThrow();
});
