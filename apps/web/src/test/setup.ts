import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../lib/i18n';

// Lazy route chunks load slowly when the two cores are busy (CI, parallel runs): give findBy and
// waitFor 5 s instead of 1 s, so a slow machine never fails a correct screen.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
