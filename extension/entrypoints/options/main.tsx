import '../../src/radix-themes';
import { createQueryClient, LocaleProvider } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { extensionCatalogue } from '../../src/catalogues/extension';
import { OptionsPage } from '../../src/options/OptionsPage';
import { DeferredToaster } from '../../src/panel/DeferredToaster';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <LocaleProvider catalogues={[extensionCatalogue]}>
        <Theme accentColor="indigo" grayColor="slate" radius="large">
          <OptionsPage />
          <DeferredToaster />
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>
  </StrictMode>,
);
