import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installBridge } from './bridge';
import { applyWeekStart } from '../../../renderer/src/i18n';

// Before the test file loads: the renderer's contract client takes window.psa on first use.
installBridge();

// Panels load lazily (their first import is transformed on the spot) and syncs do real HTTP: on a
// busy two-core CI machine that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// Weeks from Monday, as the tests were written (jsdom's en-US would start them on Sunday; a test
// of the week start sets its own).
applyWeekStart('monday');

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
