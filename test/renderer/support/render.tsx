import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { NotifierHost } from '../../../renderer/src/app/notify';
import { theme } from '../../../renderer/src/app/theme';

/** Renders UI inside the provider setup of renderer/src/main.tsx (theme, system color scheme, notifications). */
export function renderApp(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {ui}
      <Suspense>
        <NotifierHost />
      </Suspense>
    </MantineProvider>,
  );
}
