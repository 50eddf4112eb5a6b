import { createQueryClient, LocaleProvider } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { extensionCatalogue } from '../../src/catalogues/extension';
import { DeferredToaster } from '../../src/panel/DeferredToaster';
import { Panel } from '../../src/panel/Panel';

export function App({ apiUrl }: { apiUrl: string }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider catalogues={[extensionCatalogue]}>
        <Theme accentColor="indigo" grayColor="slate" radius="large" scaling="95%" panelBackground="solid" className="ext-panel-theme">
          <Panel apiUrl={apiUrl} />
          <DeferredToaster />
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
