import { LanguageSwitcher } from '@coverletter/ui';
import { Badge, Button, Flex } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { SiteHeader } from '../../components/SiteHeader';
import type { GuestSignIn } from '../migration/use-guest-sign-in';

/** The product name (home link), the 'Session Active' badge and sign-in (SPEC.md section 2, /app). */
export function GuestAppHeader({ signedIn, signIn }: { signedIn: boolean; signIn: GuestSignIn }) {
  return (
    <SiteHeader>
      <Flex align="center" gap={{ initial: '2', sm: '4' }} className="guest-app-header__actions">
        <Badge color="green" variant="soft" radius="full" className="guest-app-header__session">
          <span className="guest-app-header__dot" aria-hidden />
          <FormattedMessage id="generator.sessionActive" />
        </Badge>
        <LanguageSwitcher />
        {!signedIn && (
          <Button asChild size="2">
            <a href={signIn.href} onClick={signIn.onFollow}>
              <FormattedMessage id="common.signIn" />
            </a>
          </Button>
        )}
      </Flex>
    </SiteHeader>
  );
}
