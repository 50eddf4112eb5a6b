import { LocaleProvider } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { extensionCatalogue } from '../../src/catalogues/extension';
import { DeferredToaster } from '../../src/panel/DeferredToaster';
import { Panel } from '../../src/panel/Panel';

export function App({ apiUrl, queryClient }: { apiUrl: string; queryClient: QueryClient }) {
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
