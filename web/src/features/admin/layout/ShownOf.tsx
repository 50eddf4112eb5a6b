import { FormattedMessage } from 'react-intl';
import { useAdminFormat } from '../format/use-admin-format';

/** "Showing 50 of 120" for a paginated list; the total is left out when it is unknown. */
export function ShownOf({ shown, total }: { shown: number; total: number | undefined }) {
  const format = useAdminFormat();
  if (total === undefined) return <FormattedMessage id="admin.list.shown" values={{ shown: format.count(shown) }} />;
  return <FormattedMessage id="admin.list.shownOf" values={{ shown: format.count(shown), total: format.count(total) }} />;
}
