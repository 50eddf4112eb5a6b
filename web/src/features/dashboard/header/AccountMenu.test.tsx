import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../test/test-utils';
import { anna, GUEST_SESSION_ID } from '../test-support/fixtures';
import { AccountMenu } from './AccountMenu';

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore(GUEST_SESSION_ID) }));

// First in this file: the menu's code arrives once per module registry, and later tests find it there.
test('a click on the account button before the menu has arrived opens the menu when it arrives', async () => {
  renderPage(<AccountMenu user={anna} />);
  const standIn = screen.getByRole('button', { name: 'Account' });
  expect(standIn).not.toHaveAttribute('aria-haspopup');
  fireEvent.click(standIn);

  const menu = await screen.findByRole('menu');
  // The open menu hides the rest of the page from assistive technology.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Account', hidden: true })).toHaveAttribute('aria-expanded', 'true'));

  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
});

test("once its code has arrived, the account button is the menu's trigger: the user's e-mail and clearing the guest session", async () => {
  renderPage(<AccountMenu user={anna} />);
  const trigger = await screen.findByRole('button', { name: 'Account', expanded: false });
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

  fireEvent.keyDown(trigger, { key: 'Enter' });
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByText('anna.lind@example.com')).toBeInTheDocument();
  expect(within(menu).getByRole('menuitem', { name: 'Clear guest session' })).toBeInTheDocument();

  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
});
