import '@mantine/core/styles.css';
// The catalogues and the user's language, before the first render.
import './i18n';
import './app/global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { NotifierHost } from './app/notify';
import { AppTheme } from './app/AppTheme';
import { sectionById } from './app/sections';
import { initBridge } from './contract/client';
import { useSettings } from './features/settings/store';
import { useSync } from './features/sync/store';
import { landingSection } from './models/navigation';
import { listenForReminders } from './features/reminders/web-notifications';

// Takes the bridge token out of the address bar before anything else runs.
initBridge();
// Reminders show as browser notifications (web mode) whichever panel is open.
listenForReminders();
// Everything the first screen needs is requested at once: settings, sync status, the landing
// panel's data (its code is in this bundle).
void useSettings.getState().load();
void useSync.getState().refreshStatus();
void sectionById(landingSection).prefetch?.();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppTheme>
        <App />
        <Suspense>
          <NotifierHost />
        </Suspense>
      </AppTheme>
    </StrictMode>,
  );
}
