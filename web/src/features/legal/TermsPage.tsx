import { PageLayout } from '../../components/PageLayout';
import { ScopedMessages } from '../../components/ScopedMessages';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { legalCatalogue } from '../../catalogues/legal';
import { termsCatalogue } from '../../catalogues/terms';

const TERMS_SECTIONS: LegalSection[] = [
  { id: 'acceptance', blocks: ['p1', 'p2'] },
  { id: 'use', blocks: ['p1', ['li1', 'li2', 'li3', 'li4'], 'p2'] },
  { id: 'data', blocks: ['p1', 'p2', 'p3'] },
  { id: 'liability', blocks: ['p1', 'p2'] },
  { id: 'pricing', blocks: ['p1', ['li1', 'li2', 'li3'], 'p2'] },
  { id: 'ip', blocks: ['p1', 'p2'] },
  { id: 'changes', blocks: ['p1', 'p2'] },
];

const TERMS_CATALOGUES = [legalCatalogue, termsCatalogue];

export function TermsPage() {
  return (
    <ScopedMessages catalogues={TERMS_CATALOGUES}>
      <PageLayout titleId="terms.title">
        <LegalDocument prefix="terms" sections={TERMS_SECTIONS} />
      </PageLayout>
    </ScopedMessages>
  );
}
