import type { AuthUser } from '@coverletter/contracts';
import { Avatar, IconButton } from '@radix-ui/themes';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFirstRenderDone } from '../../../components/use-first-render-done';
import { displayName } from '../../landing/display-name';

/** Radix DropdownMenu with what it brings (menu, scroll area, focus scope, scroll lock), about 11 KiB gzip. */
const AccountDropdown = lazy(() => import('./AccountDropdown').then((m) => ({ default: m.AccountDropdown })));

/**
 * Who is signed in, and clearing the guest session this browser still holds, so the visitor can
 * start over as a guest (SPEC.md section 4's clear-session action). The menu's code is not part of
 * the dashboard's first load (issue 15): the account button shows at once and becomes the menu's
 * trigger when the code arrives, fetched after the first render; a click before then opens the
 * menu when it arrives, and the focus stays on the button.
 */
export function AccountMenu({ user }: { user: AuthUser }) {
  const intl = useIntl();
  const rendered = useFirstRenderDone();
  const [openRequested, setOpenRequested] = useState(false);
  const [standInFocused, setStandInFocused] = useState(false);
  const name = displayName(user);
  const button = (standIn: boolean) => (
    <IconButton
      variant="ghost"
      radius="full"
      aria-label={intl.formatMessage({ id: 'dashboard.header.account' })}
      {...(standIn
        ? { onClick: () => setOpenRequested(true), onFocus: () => setStandInFocused(true), onBlur: () => setStandInFocused(false) }
        : { autoFocus: standInFocused })}
    >
      <Avatar size="2" radius="full" src={user.profileImageUrl || undefined} fallback={(name[0] ?? '?').toUpperCase()} alt="" />
    </IconButton>
  );
  if (!rendered) return button(true);
  return (
    <Suspense fallback={button(true)}>
      <AccountDropdown user={user} trigger={button(false)} defaultOpen={openRequested} />
    </Suspense>
  );
}
