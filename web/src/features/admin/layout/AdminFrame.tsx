import { LanguageSwitcher } from '@coverletter/ui';
import { Box } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../../components/SiteFooter';
import { SiteHeader } from '../../../components/SiteHeader';
import '../admin.css';

/** The site's header (with the admin's actions, or only the language switcher) and footer. */
export function AdminFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <Box className="site-page">
      <SiteHeader>{actions ?? <LanguageSwitcher />}</SiteHeader>
      <main className="site-page__main admin">{children}</main>
      <SiteFooter />
    </Box>
  );
}
