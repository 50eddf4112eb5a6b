import { Container, Section } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { PageLayout } from '../../components/PageLayout';
import './payment-pages.css';

interface PaymentPageShellProps {
  /** Message id of the page's title, for the browser tab. */
  titleId: string;
  /** '1' for the single centred card, '3' for the wider debug page. */
  width?: '1' | '3';
  children: ReactNode;
}

/** The site's header and footer around a centred column. */
export function PaymentPageShell({ titleId, width = '1', children }: PaymentPageShellProps) {
  return (
    <PageLayout titleId={titleId}>
      <Section size={{ initial: '2', sm: '3' }} className="payment-page">
        <Container size={width} px="4">
          {children}
        </Container>
      </Section>
    </PageLayout>
  );
}
