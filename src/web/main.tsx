import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
import { prepareKeys } from './api/secrets';
import { App } from './app/App';
import { checkAppVersion } from './app/versionCheck';
import './styles.css';

if (checkAppVersion()) {
  // The message and password keys are fetched at start-up (spec 000 section 7).
  void prepareKeys().catch(() => {});
  const root = document.getElementById('root');
  // Rendered once the stored language's texts are in (at once for English).
  if (root) {
    void i18nReady.then(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  }
}
