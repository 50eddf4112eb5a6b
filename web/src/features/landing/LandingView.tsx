import { Box } from '@radix-ui/themes';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { usePageTitle } from '../../components/use-page-title';
import { HeaderActions } from './HeaderActions';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { PricingSection } from './PricingSection';
import './landing.css';

/** The landing's page, in the app (LandingPage) and in its own prerendered entry (landing/LandingApp). */
export function LandingView() {
  usePageTitle();
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
