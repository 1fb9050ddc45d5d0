import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createServices } from './app/services';
import { loadMessages } from './i18n';
import './app/global.css';

const services = createServices();
const root = createRoot(document.getElementById('root') as HTMLElement);

// Load the stored language's catalogue first so the first paint is already in that language.
loadMessages(services.localeStore.getSnapshot())
  .catch((error: unknown) => console.error('Cannot load catalogue', error))
  .finally(() => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  });
