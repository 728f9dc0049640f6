import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppRoutes } from './app/AppRoutes';
import { syncDocumentLanguage } from './i18n/change-language';
import { i18nReady } from './i18n/i18n';

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root is missing from index.html');
}

// The first render waits for the shell's strings in the stored language (one small chunk); a failed load
// still renders (i18next shows keys) rather than a blank page.
const render = () => {
  syncDocumentLanguage();
  createRoot(container).render(
    <StrictMode>
      <App>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>,
  );
};
i18nReady.then(render, render);
