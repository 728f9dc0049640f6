import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createApolloClient } from './app/apollo-client';
import { App } from './app/App';
import { buildRoutes } from './app/routes';
import { syncDocumentLanguage } from './i18n/change-language';
import './i18n/i18n';

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root is missing from index.html');
}

syncDocumentLanguage();
const client = createApolloClient();
const router = createBrowserRouter(buildRoutes());

createRoot(container).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
