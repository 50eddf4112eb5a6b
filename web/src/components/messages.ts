import { defineMessages } from '@coverletter/ui';

export const chromeMessages = defineMessages(
  {
    'chrome.homeLink': 'Cover Letter Generator – home',
    'chrome.footer.tagline': 'Tailored cover letters, written with AI in minutes.',
    'chrome.footer.nav': 'Legal and contact',
    'chrome.footer.privacy': 'Privacy Policy',
    'chrome.footer.terms': 'Terms of Service',
    'chrome.footer.contact': 'Contact',
    'chrome.footer.copyright': '© {year} Cover Letter Generator',
  },
  {
    'chrome.homeLink': 'Personligt brev-generator – startsida',
    'chrome.footer.tagline': 'Skräddarsydda personliga brev, skrivna med AI på några minuter.',
    'chrome.footer.nav': 'Villkor och kontakt',
    'chrome.footer.privacy': 'Integritetspolicy',
    'chrome.footer.terms': 'Användarvillkor',
    'chrome.footer.contact': 'Kontakt',
    'chrome.footer.copyright': '© {year} Personligt brev-generator',
  },
);
