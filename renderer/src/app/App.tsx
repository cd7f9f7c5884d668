import { Alert, Button, Center, Loader, useMantineColorScheme } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../features/settings/store';
import { useDensitySetting } from './density';
import { Shell } from './Shell';

const FirstStart = lazy(() => import('../features/setup/FirstStart'));

const SCHEMES = { system: 'auto', light: 'light', dark: 'dark' } as const;

/** Follows the theme setting ('system' follows the operating system). */
function useThemeSetting(): void {
  const theme = useSettings((s) => s.settings?.theme);
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (theme) setColorScheme(SCHEMES[theme]);
  }, [theme, setColorScheme]);
}

function Loading({ label }: { label: string }) {
  return (
    <Center h="100dvh">
      <Loader aria-label={label} />
    </Center>
  );
}

/** The root: settings first (main.tsx asks for them), then the first-start choice or the shell. */
export function App() {
  const mode = useSettings((s) => s.settings?.mode);
  const loadError = useSettings((s) => s.loadError);
  const load = useSettings((s) => s.load);
  const { t } = useTranslation(['shell', 'common']);
  useThemeSetting();
  useDensitySetting();

  if (loadError && !mode) {
    return (
      <Center h="100dvh" p="lg">
        <Alert color="red" title={t('app.cannotStart')} role="alert" maw={560}>
          {loadError}
          <Button mt="sm" size="xs" variant="light" display="block" onClick={() => void load()}>
            {t('common:tryAgain')}
          </Button>
        </Alert>
      </Center>
    );
  }
  if (!mode) return <Loading label={t('app.starting')} />;
  if (mode === 'unset') {
    return (
      <Suspense fallback={<Loading label={t('app.loading')} />}>
        <FirstStart />
      </Suspense>
    );
  }
  return <Shell />;
}
