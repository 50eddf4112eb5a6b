import { createQueryClient, LocaleProvider } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { RoutedGuestBanner } from '../features/guest-banner/RoutedGuestBanner';
import { PendingMigration } from '../features/migration/PendingMigration';
import { webMessages } from './messages';
import { router } from './router';
import { ToastLayer } from './ToastLayer';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider messages={webMessages}>
        <Theme accentColor="indigo" grayColor="slate" radius="large" scaling="100%" panelBackground="solid">
          <RoutedGuestBanner router={router} />
          <RouterProvider router={router} />
          <PendingMigration />
          <ToastLayer />
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
