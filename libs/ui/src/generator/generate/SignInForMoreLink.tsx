import { EnterIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

interface SignInForMoreLinkProps {
  loginHref: string;
  /** Runs as the link is followed (the web app keeps the guest session id for the carry-over). */
  onFollow?: () => void;
}

/** Takes the Generate button's place once the guest's free letter exists (SPEC.md section 2). */
export function SignInForMoreLink({ loginHref, onFollow }: SignInForMoreLinkProps) {
  return (
    <Button asChild size="3" className="cl-wide-button">
      <a href={loginHref} onClick={onFollow}>
        <EnterIcon aria-hidden />
        <FormattedMessage id="generator.generate.signInForMore" />
      </a>
    </Button>
  );
}
