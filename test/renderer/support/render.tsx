import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { NotifierHost } from '../../../renderer/src/app/notify';
import { theme } from '../../../renderer/src/app/theme';

export type { UserEvent };

/**
 * Renders UI inside the provider setup of renderer/src/main.tsx (theme, system color scheme,
 * notifications). env="test" is Mantine's switch for DOMs without layout: without it every
 * dropdown hides itself, as its target measures 0x0 and so looks detached from the page.
 */
export function renderApp(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={theme} defaultColorScheme="auto" env="test">
      {ui}
      <Suspense>
        <NotifierHost />
      </Suspense>
    </MantineProvider>,
  );
}

/** A user typing and clicking as fast as the app answers (no pause between keystrokes). */
export function newUser(): UserEvent {
  return userEvent.setup({ delay: null });
}
