import '../../src/radix-themes.css';
import { createQueryClient, LocaleProvider, Toaster } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { extensionCatalogue } from '../../src/catalogues/extension';
import { OptionsPage } from '../../src/options/OptionsPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <LocaleProvider catalogues={[extensionCatalogue]}>
        <Theme accentColor="indigo" grayColor="slate" radius="large">
          <OptionsPage />
          <Toaster />
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>
  </StrictMode>,
);
