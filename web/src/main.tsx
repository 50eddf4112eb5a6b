import '@radix-ui/themes/styles.css';
import '@coverletter/ui/styles.css';
import './app/app.css';
import { configureApiClient, createLocalStorageSessionStore } from '@coverletter/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

configureApiClient({ baseUrl: '', sessionStore: createLocalStorageSessionStore() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
