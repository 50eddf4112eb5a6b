import { API } from '@coverletter/contracts';
import { getSessionStore } from '@coverletter/ui';
import { ExitIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { clearPendingCarryOver } from '../carry-over/pending-carry-over';

/**
 * Sign Out: a form posted to /api/logout (a POST, so no other site can sign anyone out). This
 * browser forgets the guest session id and any pending migration first, so the next person at the
 * same computer starts afresh instead of seeing the previous person's progress and letter.
 */
export function SignOutForm({ iconClassName, ...button }: ComponentProps<typeof Button> & { iconClassName?: string }) {
  const forgetGuestSession = () => {
    getSessionStore().clear();
    clearPendingCarryOver();
  };
  return (
    <form method="post" action={API.logout} onSubmit={forgetGuestSession} style={{ display: 'contents' }}>
      <Button type="submit" {...button}>
        <ExitIcon aria-hidden className={iconClassName} />
        <FormattedMessage id="common.signOut" />
      </Button>
    </form>
  );
}
