import { ExternalLinkIcon } from '@radix-ui/react-icons';
import { Link, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** Only web addresses become links; anything else users typed (say `javascript:`) stays text. */
function isWebAddress(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** A link to an outside page (job posting, LinkedIn profile), opened in a new tab. */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  if (!isWebAddress(href)) {
    return (
      <Text size="2" className="admin-external-link__text" title={href}>
        {children ?? href}
      </Text>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" size="2" className="admin-external-link" title={href}>
      <span className="admin-external-link__text">{children ?? href}</span>
      <ExternalLinkIcon aria-hidden className="admin-external-link__icon" />
    </Link>
  );
}
