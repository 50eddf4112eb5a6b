import { LockClosedIcon } from '@radix-ui/react-icons';
import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { NoticeCallout } from './NoticeCallout';

/** An indigo alert with a lock: the free letter is used, and the way to the next one (sign in, pay). */
export function LockedCallout({ title, children, actions }: { title: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <NoticeCallout color="indigo" role="alert" icon={<LockClosedIcon />} title={title} actions={actions}>
      <Text as="p" size="2">
        {children}
      </Text>
    </NoticeCallout>
  );
}
