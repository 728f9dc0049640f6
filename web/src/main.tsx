import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createApolloClient } from './app/apollo-client';
import { App } from './app/App';
import { buildRoutes } from './app/routes';
import { syncDocumentLanguage } from './i18n/change-language';
import { i18nReady } from './i18n/i18n';

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root is missing from index.html');
}

const client = createApolloClient();
const router = createBrowserRouter(buildRoutes());

// The first render waits for the shell's strings in the stored language (one small chunk); a failed load
// still renders (i18next shows keys) rather than a blank page.
const render = () => {
  syncDocumentLanguage();
  createRoot(container).render(
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>,
  );
};
i18nReady.then(render, render);
