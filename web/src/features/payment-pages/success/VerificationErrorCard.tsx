import { CrossCircledIcon, DashboardIcon, ReloadIcon } from '@radix-ui/react-icons';
import { Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { browserLocation } from '../browser-location';
import { StatusCard } from './StatusCard';

/** The error state: what went wrong, then Refresh Page and Return to Dashboard (SPEC.md section 4). */
export function VerificationErrorCard({ reason }: { reason: string }) {
  return (
    <StatusCard tone="red" icon={<CrossCircledIcon width={28} height={28} />} heading={<FormattedMessage id="paymentPages.error.heading" />}>
      <Text as="p" size="3" align="center" className="payment-status__reason">
        {reason}
      </Text>
      <Text as="p" size="2" color="gray" align="center">
        <FormattedMessage
          id="paymentPages.error.help"
          values={{
            link: (chunks: ReactNode[]) => (
              <RadixLink key="contact" color="indigo" asChild>
                <Link to="/contact">{chunks}</Link>
              </RadixLink>
            ),
          }}
        />
      </Text>
      <Flex direction="column" gap="3" mt="2" width="100%">
        <Button size="3" onClick={() => browserLocation.reload()}>
          <ReloadIcon aria-hidden />
          <FormattedMessage id="paymentPages.error.refresh" />
        </Button>
        <Button asChild size="3" variant="soft" color="gray" highContrast>
          <Link to="/dashboard">
            <DashboardIcon aria-hidden />
            <FormattedMessage id="paymentPages.error.dashboard" />
          </Link>
        </Button>
      </Flex>
    </StatusCard>
  );
}
