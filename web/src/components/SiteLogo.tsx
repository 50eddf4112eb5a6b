import { Flex, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteLink } from './site-link';

function LogoMark() {
  return (
    <svg className="site-logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--accent-9)" />
      <path d="M18 16h20l8 8v24a2 2 0 0 1-2 2H18a2 2 0 0 1-2-2V18a2 2 0 0 1 2-2z" fill="#fff" />
      <path d="M22 30h20M22 36h20M22 42h12" stroke="var(--accent-9)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function SiteLogo() {
  const intl = useIntl();
  return (
    <SiteLink to="/" className="site-logo" aria-label={intl.formatMessage({ id: 'chrome.homeLink' })}>
      <Flex align="center" gap="2">
        <LogoMark />
        <Text weight="bold" size={{ initial: '2', xs: '3' }} className="site-logo__name">
          <FormattedMessage id="common.productName" />
        </Text>
      </Flex>
    </SiteLink>
  );
}
