import { toast } from '@coverletter/ui';
import { EnterIcon } from '@radix-ui/react-icons';
import { Button, Spinner } from '@radix-ui/themes';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { insertIntoTab } from '../browser/tabs';

/** 'Insert into page': the letter into the focused text field of the application form in the tab. */
export function InsertButton({ text, tabId }: { text: string; tabId: number | undefined }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const insert = async () => {
    setBusy(true);
    const result = tabId === undefined ? 'blocked' : await insertIntoTab(tabId, text);
    setBusy(false);
    if (result === 'inserted') {
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: 'ext.insert.done.title' }),
        description: intl.formatMessage({ id: 'ext.insert.done.description' }),
      });
    } else if (result === 'read-only') {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'ext.insert.noField.title' }),
        description: intl.formatMessage({ id: 'ext.insert.readOnly' }),
      });
    } else if (result === 'no-field') {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'ext.insert.noField.title' }),
        description: intl.formatMessage({ id: 'ext.insert.noField.description' }),
      });
    } else {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'ext.insert.blocked.title' }),
        description: intl.formatMessage({ id: 'ext.insert.blocked.description' }),
      });
    }
  };
  return (
    <Button variant="soft" color="green" onClick={insert} disabled={busy}>
      {busy ? <Spinner /> : <EnterIcon aria-hidden />}
      <FormattedMessage id="ext.insert" />
    </Button>
  );
}
