/**
 * Browser entry point of the BuscaGym web app.
 * @module
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { afterFirstPaint } from './lib/after-first-paint';
import './styles/global.css';
import './styles/blocks.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
// React replaces the server's first paint only once the browser has shown it, and renders in a
// transition, which yields to the browser every few milliseconds instead of one long task (ADR 0013).
afterFirstPaint(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
