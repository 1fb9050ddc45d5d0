import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { answerWorkerReader } from './app/answers/workerReader';
import { preloadScreen } from './app/routes/resolveRoute';
import { createServices } from './app/services';
import { activateLocale, loadMessages, rememberForServer } from './i18n';
import { setAnswerReader } from './shared/api';
import { rememberWalletForServer } from './shared/chain/walletPending';
import './app/global.css';

// API answers are validated in a worker (zod and the schemas never run on this thread)
setAnswerReader(answerWorkerReader());
const services = createServices();
// The screen's messages load in the stored language, with the screen, before the shell's catalogue is ready.
activateLocale(services.localeStore.getSnapshot());
rememberForServer(services.localeStore.getSnapshot());
rememberWalletForServer();
const screenLoaded = preloadScreen(window.location.pathname);
const root = createRoot(document.getElementById('root') as HTMLElement);

// The stored language's catalogue loads first so the first render is already in that language. This module runs only
// once index.html's frame is on screen (public/start.js adds the app's scripts after the first paint).
// A page that arrived with its first screen (the server's, inert) keeps it until the screen's own code has arrived
// too, so that React's first commit shows the same screen, not a loading state in its place.
const firstScreen = document.querySelector('#root > .first-screen') !== null;
Promise.all([
  loadMessages(services.localeStore.getSnapshot()).catch((error: unknown) =>
    console.error('Cannot load catalogue', error),
  ),
  firstScreen ? screenLoaded : undefined,
]).finally(() => {
  // The first render is a transition: React renders it in slices of a few milliseconds and lets the browser
  // handle input and paint between them (no long task at boot); the static header of index.html stays on screen
  // until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  });
});
