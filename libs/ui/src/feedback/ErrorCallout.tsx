import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { NoticeCallout } from './NoticeCallout';

interface ErrorCalloutProps {
  title: ReactNode;
  /** What went wrong, under the title. */
  children: ReactNode;
  /** The buttons that try again or lead elsewhere. */
  actions: ReactNode;
}

/** A red alert with a bold title, what went wrong and what to do: the one look of a failure the page cannot go on without. */
export function ErrorCallout({ title, children, actions }: ErrorCalloutProps) {
  return (
    <NoticeCallout color="red" role="alert" icon={<ExclamationTriangleIcon />} title={title} actions={actions}>
      {children}
    </NoticeCallout>
  );
}
