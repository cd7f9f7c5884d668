import { Drawer, MantineProvider, mergeThemeOverrides, Modal, Notification } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

/**
 * The Mantine provider with the app's theme, plus what the theme needs from the language: the
 * spoken name of every dialog's, drawer's and notification's close button (an icon without it
 * has no name).
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const { t } = useTranslation('a11y');
  const close = t('controls.close');
  const themed = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }),
          Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }),
          // The toasts of @mantine/notifications are Notification components.
          Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }),
        },
      }),
    [close],
  );
  return (
    <MantineProvider theme={themed} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  );
}
