import { LanguageSwitcher } from '@coverletter/ui';
import { Box } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { usePageTitle } from './use-page-title';

interface PageLayoutProps {
  children: ReactNode;
  /** Message id of the page's title, shown in the browser tab. */
  titleId?: string;
}

/** Chrome of the simple web pages: logo and language switcher on top, links at the bottom. */
export function PageLayout({ children, titleId }: PageLayoutProps) {
  usePageTitle(titleId);
  return (
    <Box className="site-page">
      <SiteHeader>
        <LanguageSwitcher />
      </SiteHeader>
      <main className="site-page__main">{children}</main>
      <SiteFooter />
    </Box>
  );
}
