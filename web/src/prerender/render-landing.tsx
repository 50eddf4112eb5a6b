import type { AuthUser, Locale } from '@coverletter/contracts';
import { CatalogueLocaleProvider, loadLocale } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { useIntl } from 'react-intl';
import { landingCatalogue } from '../catalogues/landing';
import { GuestInvitation } from '../features/guest-banner/GuestBanner';
import { LandingDataProvider, type LandingData } from '../features/landing/landing-data';
import { LandingView } from '../features/landing/LandingView';
import { LandingApp } from '../landing/LandingApp';

/**
 * The landing page as the browser's first render makes it (nothing stored in the browser, every
 * request still on its way; `visitor`: known to be signed out), for web/scripts/prerender.mjs.
 * landing-main.tsx hydrates it.
 */
export async function renderLanding(locale: Locale, visitor = false): Promise<string> {
  await loadLocale(locale);
  return renderToString(
    <StrictMode>
      <LandingApp locale={locale} visitor={visitor} />
    </StrictMode>,
  );
}

const SIGN_IN = { href: '/api/login?sessionId=x', onFollow: () => undefined };
const USER: AuthUser = { id: 'u', firstName: 'A', lastName: 'B', email: 'a@example.com', profileImageUrl: '', createdAt: '' };
const PRICE = { pending: false, displayText: '₴60' };
/** The states the landing can be in once its requests answer (the prerendered page is the first). */
const STATES: LandingData[] = [
  { user: null, userPending: false, isAdmin: false, sessionStatus: undefined, price: PRICE, signIn: SIGN_IN },
  {
    user: null,
    userPending: false,
    isAdmin: false,
    sessionStatus: { sessionId: 'x', hasCV: true, hasJobInfo: true, hasResult: true },
    price: { pending: false, displayText: null },
    signIn: SIGN_IN,
  },
  { user: USER, userPending: false, isAdmin: true, sessionStatus: undefined, price: PRICE, signIn: SIGN_IN },
];

/**
 * The landing's markup in each state it reaches after the first render (signed out with the
 * guest banner, with a letter already made, signed in as an admin), for the prerender to keep the
 * CSS rules those use: the page loads no stylesheet of its own.
 */
export function renderLandingStates(locale: Locale): string {
  const catalogues = [landingCatalogue];
  return STATES.map((data) =>
    renderToString(
      <CatalogueLocaleProvider catalogues={catalogues} locale={locale}>
        <Theme accentColor="indigo" grayColor="slate" radius="large" scaling="100%" panelBackground="solid">
          <LandingDataProvider value={data}>
            <GuestInvitation signedOut={!data.user} signIn={data.signIn} />
            <LandingView />
          </LandingDataProvider>
        </Theme>
      </CatalogueLocaleProvider>,
    ),
  ).join('\n');
}

/** The page's <title> and meta description in that language (the landing's own wording); after renderLanding(locale), which loads it. */
export function landingHead(locale: Locale): { title: string; description: string } {
  const head = { title: '', description: '' };
  function Capture() {
    const intl = useIntl();
    head.title = intl.formatMessage({ id: 'common.productName' });
    head.description = intl.formatMessage({ id: 'landing.hero.subtitle' });
    return null;
  }
  renderToString(
    <CatalogueLocaleProvider catalogues={[landingCatalogue]} locale={locale}>
      <Capture />
    </CatalogueLocaleProvider>,
  );
  return head;
}
