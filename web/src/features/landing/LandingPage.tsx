import { Box } from '@radix-ui/themes';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { usePageTitle } from '../../components/use-page-title';
import { HeaderActions } from './HeaderActions';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { PricingSection } from './PricingSection';
import { useSignInFailedNotice } from './use-sign-in-failed-notice';
import './landing.css';

export function LandingPage() {
  usePageTitle();
  useSignInFailedNotice();
  return (
    <Box className="site-page">
      <SiteHeader>
        <HeaderActions />
      </SiteHeader>
      <main className="site-page__main">
        <HeroSection />
        <HowItWorksSection />
        <PricingSection />
      </main>
      <SiteFooter />
    </Box>
  );
}
