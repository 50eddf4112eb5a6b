import { Container, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SiteLogo } from './SiteLogo';
import './site-chrome.css';

/** Sticky top bar: the logo on the left, the page's actions on the right. */
export function SiteHeader({ children }: { children: ReactNode }) {
  return (
    <header className="site-header">
      <Container size="4" px={{ initial: '4', sm: '6' }}>
        <Flex className="site-header__bar" align="center" gap="3">
          <SiteLogo />
          {children}
        </Flex>
      </Container>
    </header>
  );
}
