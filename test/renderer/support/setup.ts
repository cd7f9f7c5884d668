import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installBridge } from './bridge';

// Before the test file loads: the renderer's contract client takes window.psa on first use.
installBridge();

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
