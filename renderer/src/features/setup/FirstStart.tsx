import {
  Alert,
  Button,
  Center,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetup } from './store';
import { RemoteForm } from './RemoteForm';
import { SignInForm } from '../signin/SignInForm';
import { useSignIn } from '../signin/store';
import { progressFraction, useSync } from '../sync/store';
import classes from './FirstStart.module.css';

interface ChoiceProps {
  title: string;
  text: string;
  onClick: () => void;
  disabled: boolean;
}

// The button holds only the title (its name: WCAG 2.5.3, the visible label is the name) and
// covers the whole card; the text under it is its description.
function Choice({ title, text, onClick, disabled }: ChoiceProps) {
  const textId = useId();
  return (
    <div className={classes.choice} data-disabled={disabled || undefined}>
      <UnstyledButton className={classes.hit} onClick={onClick} disabled={disabled} aria-describedby={textId}>
        <Text component="span" display="block" fw={600} mb={4}>
          {title}
        </Text>
      </UnstyledButton>
      <Text id={textId} size="sm" c="dimmed">
        {text}
      </Text>
    </div>
  );
}

function DemoProgress() {
  const { t } = useTranslation('setup');
  const progress = useSync((s) => s.progress);
  const fraction = progressFraction(progress);
  return (
    <Stack align="center" gap="sm" role="status" aria-live="polite">
      <Loader />
      <Text>{t('first.demoStarting')}</Text>
      {progress && (
        <Text size="sm" c="dimmed">
          {progress.step ?? progress.phase}
        </Text>
      )}
      {fraction !== null && <Progress value={fraction * 100} w={320} aria-label={t('first.progress')} />}
    </Stack>
  );
}

/** The full-screen first-start choice, shown while no mode is set up. */
export default function FirstStart() {
  const { t } = useTranslation(['setup', 'common']);
  const { busy, error, chooseOffline, chooseDemo, clearError } = useSetup();
  const [view, setView] = useState<'choose' | 'remote' | 'psohub' | 'custom'>('choose');
  const back = () => {
    clearError();
    useSignIn.getState().dismiss();
    setView('choose');
  };

  return (
    <Center mih="100vh" p="lg">
      <Paper withBorder radius="md" p="xl" w="100%" maw={760} component="main">
        <Title order={1} size="h2" mb={4}>
          {t('first.title')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('first.intro')}
        </Text>
        {busy === 'demo' ? (
          <DemoProgress />
        ) : view === 'remote' ? (
          <RemoteForm onBack={back} />
        ) : view === 'psohub' || view === 'custom' ? (
          <SignInForm preset={view} onBack={back} />
        ) : (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }} role="group" aria-label={t('first.choices')}>
              <Choice
                title={t('first.offline')}
                text={t('first.offlineText')}
                onClick={() => void chooseOffline()}
                disabled={busy !== null}
              />
              <Choice
                title={t('first.psohub')}
                text={t('first.psohubText')}
                onClick={() => {
                  clearError();
                  setView('psohub');
                }}
                disabled={busy !== null}
              />
              <Choice
                title={t('first.custom')}
                text={t('first.customText')}
                onClick={() => {
                  clearError();
                  setView('custom');
                }}
                disabled={busy !== null}
              />
              <Choice
                title={t('first.remote')}
                text={t('first.remoteText')}
                onClick={() => {
                  clearError();
                  setView('remote');
                }}
                disabled={busy !== null}
              />
              <Choice
                title={t('first.demo')}
                text={t('first.demoText')}
                onClick={() => void chooseDemo()}
                disabled={busy !== null}
              />
            </SimpleGrid>
            {error && (
              <Alert color="red" title={t('first.failed')} role="alert">
                {error}
                <Button variant="subtle" size="compact-sm" ml="sm" onClick={clearError}>
                  {t('common:dismiss')}
                </Button>
              </Alert>
            )}
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
