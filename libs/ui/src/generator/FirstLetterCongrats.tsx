import { CheckCircledIcon, EnterIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

interface FirstLetterCongratsProps {
  loginHref: string;
  /** Runs as the sign-in link is followed (the web app keeps the guest session id for the carry-over). */
  onFollow?: () => void;
  /** Opens the generator with the letter in it. */
  onViewResult: () => void;
}

/** What a guest who already has the free letter sees on arrival (SPEC.md section 2). */
export function FirstLetterCongrats({ loginHref, onFollow, onViewResult }: FirstLetterCongratsProps) {
  return (
    <Card size={{ initial: '3', sm: '5' }} className="cl-congrats">
      <Flex direction="column" align="center" gap="4">
        <span className="cl-congrats__mark" aria-hidden>
          <CheckCircledIcon width="32" height="32" />
        </span>
        <Heading as="h2" size={{ initial: '6', sm: '7' }} align="center">
          <FormattedMessage id="generator.congrats.title" />
        </Heading>
        <Text as="p" size="3" color="gray" align="center" className="cl-congrats__body">
          <FormattedMessage id="generator.congrats.body" />
        </Text>
        <Flex gap="3" wrap="wrap" justify="center" width="100%">
          <Button asChild size="3" className="cl-wrapping-button">
            <a href={loginHref} onClick={onFollow}>
              <EnterIcon aria-hidden />
              <FormattedMessage id="generator.generate.signInForMore" />
            </a>
          </Button>
          <Button size="3" variant="soft" onClick={onViewResult} className="cl-wrapping-button">
            <FormattedMessage id="generator.congrats.viewResult" />
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
