import { Box } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import './dashboard.css';

/** The site's header (with the given actions) and footer around the dashboard's content. */
export function DashboardFrame({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return (
    <Box className="site-page">
      <SiteHeader>{actions}</SiteHeader>
      <main className="site-page__main dashboard">{children}</main>
      <SiteFooter />
    </Box>
  );
}
