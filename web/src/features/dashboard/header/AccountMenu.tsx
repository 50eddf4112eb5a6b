import type { AuthUser } from '@coverletter/contracts';
import { getSessionStore } from '@coverletter/ui';
import { ResetIcon } from '@radix-ui/react-icons';
import { Avatar, DropdownMenu, IconButton, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClearSession } from '../../carry-over/use-clear-session';
import { displayName } from '../../landing/display-name';

/**
 * Who is signed in, and clearing the guest session this browser still holds, so the visitor can
 * start over as a guest (SPEC.md section 4's clear-session action).
 */
export function AccountMenu({ user }: { user: AuthUser }) {
  const intl = useIntl();
  const { clear, isClearing } = useClearSession();
  const name = displayName(user);
  const hasGuestSession = Boolean(getSessionStore().get());
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" radius="full" aria-label={intl.formatMessage({ id: 'dashboard.header.account' })}>
          <Avatar size="2" radius="full" src={user.profileImageUrl || undefined} fallback={(name[0] ?? '?').toUpperCase()} alt="" />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>
          <Text size="2" truncate>
            {user.email ?? name}
          </Text>
        </DropdownMenu.Label>
        {hasGuestSession && (
          <DropdownMenu.Item onSelect={clear} disabled={isClearing}>
            <ResetIcon aria-hidden />
            <FormattedMessage id="dashboard.header.clearSession" />
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
