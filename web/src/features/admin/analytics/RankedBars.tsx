import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface RankedItem {
  key: string;
  label: ReactNode;
  value: number;
  /** The value as shown. */
  display: ReactNode;
}

/** A ranked list with a horizontal bar per item, the first item's bar the longest. */
export function RankedBars({ items }: { items: readonly RankedItem[] }) {
  const highest = Math.max(0, ...items.map((item) => item.value));
  return (
    <ol className="admin-plain-list admin-ranked">
      {items.map((item, index) => (
        <li key={item.key}>
          <Flex justify="between" gap="3" align="baseline">
            <Text size="2" className="admin-ranked__label">
              <Text color="gray" className="admin-tabular">{`${index + 1}. `}</Text>
              {item.label}
            </Text>
            <Text size="2" weight="bold" className="admin-tabular admin-no-wrap">
              {item.display}
            </Text>
          </Flex>
          <span className="admin-ranked__track" aria-hidden>
            <span className="admin-ranked__bar" style={{ width: `${highest > 0 ? (item.value / highest) * 100 : 0}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
