import { Badge } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** SPEC.md section 4: a letter is free or paid, by wasPaid. */
export function PaidBadge({ wasPaid }: { wasPaid: boolean }) {
  return (
    <Badge color={wasPaid ? 'green' : 'gray'} variant="soft">
      <FormattedMessage id={wasPaid ? 'admin.letter.paid' : 'admin.letter.free'} />
    </Badge>
  );
}
