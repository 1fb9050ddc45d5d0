import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { framePainted } from './app/framePainted';
import { answerWorkerReader } from './app/answers/workerReader';
import { preloadScreen } from './app/routes/resolveRoute';
import { createServices } from './app/services';
import { activateLocale, loadMessages } from './i18n';
import { setAnswerReader } from './shared/api';
import './app/global.css';

// API answers are validated in a worker (zod and the schemas never run on this thread)
setAnswerReader(answerWorkerReader());
const services = createServices();
// The screen's messages load in the stored language, with the screen, before the shell's catalogue is ready.
activateLocale(services.localeStore.getSnapshot());
preloadScreen(window.location.pathname);
const root = createRoot(document.getElementById('root') as HTMLElement);

// The stored language's catalogue loads first so the first render is already in that language; the render also waits
// until index.html's header has been painted.
const catalogue = loadMessages(services.localeStore.getSnapshot()).catch((error: unknown) =>
  console.error('Cannot load catalogue', error),
);
void Promise.all([catalogue, framePainted()]).then(() => {
  // One synchronous render (Preact's compatibility layer has no time slicing: its startTransition runs the callback
  // at once); the static header of index.html stays on screen until it commits.
  root.render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
});
