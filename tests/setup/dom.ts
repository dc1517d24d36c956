import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Unfinished money intents live in session storage (a reload resends them): one test's must not
  // be resent by the next test's provider.
  sessionStorage.clear();
});
