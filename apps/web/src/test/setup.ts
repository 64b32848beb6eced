import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../lib/i18n';
// Dialogs load their body on first open (components/use-has-opened.ts); loaded here once, so a
// test that opens one does not wait for a module transform on a busy machine.
import '../components/confirm-dialog-body';
import '../components/picture-viewer-dialog';

// Lazy route chunks load slowly when the two cores are busy (CI, parallel runs): give findBy and
// waitFor 5 s instead of 1 s, so a slow machine never fails a correct screen.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

import '../lib/seller-texts';
