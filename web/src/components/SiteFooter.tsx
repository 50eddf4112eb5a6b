import { Container, Flex, Link as RadixLink, Separator, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteLink } from './site-link';
import { SiteLogo } from './SiteLogo';
import './site-chrome.css';

const FOOTER_LINKS = [
  { to: '/privacy', id: 'chrome.footer.privacy' },
  { to: '/terms', id: 'chrome.footer.terms' },
  { to: '/contact', id: 'chrome.footer.contact' },
] as const;

export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <Container size="4" px={{ initial: '4', sm: '6' }} py="6">
        <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" gap="4">
          <Flex direction="column" gap="2">
            <SiteLogo />
            <Text size="2" color="gray">
              <FormattedMessage id="chrome.footer.tagline" />
            </Text>
          </Flex>
          <nav aria-label={intl.formatMessage({ id: 'chrome.footer.nav' })}>
            <Flex gap="5" wrap="wrap" className="site-footer__links">
              {FOOTER_LINKS.map(({ to, id }) => (
                <RadixLink key={to} asChild size="2" color="gray" highContrast>
                  <SiteLink to={to}>
                    <FormattedMessage id={id} />
                  </SiteLink>
                </RadixLink>
              ))}
            </Flex>
          </nav>
        </Flex>
        <Separator size="4" my="5" />
        {/* The year of a prerendered page is its build's: a new year before the next build may differ, and only here. */}
        <Text as="p" size="1" color="gray" suppressHydrationWarning>
          <FormattedMessage id="chrome.footer.copyright" values={{ year: new Date().getFullYear() }} />
        </Text>
      </Container>
    </footer>
  );
}
