import { GUEST_SESSION_RETENTION_DAYS } from '@coverletter/contracts';
import { PageLayout } from '../../components/PageLayout';
import { ScopedMessages } from '../../components/ScopedMessages';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { legalCatalogue } from '../../catalogues/legal';
import { privacyCatalogue } from '../../catalogues/privacy';

const PRIVACY_SECTIONS: LegalSection[] = [
  { id: 'collected', blocks: ['p1', ['li1', 'li2', 'li3', 'li4', 'li5']] },
  { id: 'use', blocks: ['p1', ['li1', 'li2', 'li3', 'li4', 'li5']] },
  { id: 'security', blocks: ['p1', 'p2'] },
  { id: 'thirdParty', blocks: ['p1', ['li1', 'li2', 'li3'], 'p2'] },
  { id: 'sharing', blocks: ['p1', 'p2'] },
  { id: 'rights', blocks: ['p1', 'p2'] },
  { id: 'cookies', blocks: ['p1', 'p2'] },
  { id: 'contact', blocks: ['p1'] },
];

const VALUES = { days: GUEST_SESSION_RETENTION_DAYS };

const PRIVACY_CATALOGUES = [legalCatalogue, privacyCatalogue];

export function PrivacyPage() {
  return (
    <ScopedMessages catalogues={PRIVACY_CATALOGUES}>
      <PageLayout titleId="privacy.title">
        <LegalDocument prefix="privacy" sections={PRIVACY_SECTIONS} values={VALUES} />
      </PageLayout>
    </ScopedMessages>
  );
}
