import './lib/zod-jitless';
import './fonts.css';
import './index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { languageReady } from './lib/i18n';
import { ensureSessionId } from './lib/session';

ensureSessionId();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A visitor who chose English last time gets English from the first paint.
void languageReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
