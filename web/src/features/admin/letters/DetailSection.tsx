import { Box, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export function DetailSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box asChild>
      <section className="admin-detail-section">
        <Heading as="h3" size="2" color="gray" mb="2" className="admin-eyebrow">
          {title}
        </Heading>
        {children}
      </section>
    </Box>
  );
}
