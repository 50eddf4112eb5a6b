import type { AuthUser } from '@coverletter/contracts';
import { getSessionStore } from '@coverletter/ui';
import { ResetIcon } from '@radix-ui/react-icons';
import { DropdownMenu, Text } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { useClearSession } from '../../carry-over/use-clear-session';
import { displayName } from '../../landing/display-name';

interface AccountDropdownProps {
  user: AuthUser;
  /** The account button (AccountMenu's). */
  trigger: ReactElement;
  defaultOpen: boolean;
}

/** The account menu itself: who is signed in, and clearing the guest session this browser still holds. */
export function AccountDropdown({ user, trigger, defaultOpen }: AccountDropdownProps) {
  const { clear, isClearing } = useClearSession();
  const hasGuestSession = Boolean(getSessionStore().get());
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>
          <Text size="2" truncate>
            {user.email ?? displayName(user)}
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
