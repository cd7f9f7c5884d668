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
import { useState } from 'react';
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

function Choice({ title, text, onClick, disabled }: ChoiceProps) {
  return (
    <UnstyledButton className={classes.choice} onClick={onClick} disabled={disabled} aria-label={title}>
      <Text fw={600} mb={4}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </UnstyledButton>
  );
}

function DemoProgress() {
  const progress = useSync((s) => s.progress);
  const fraction = progressFraction(progress);
  return (
    <Stack align="center" gap="sm" role="status" aria-live="polite">
      <Loader />
      <Text>Starting the demo remote and fetching its data…</Text>
      {progress && (
        <Text size="sm" c="dimmed">
          {progress.step ?? progress.phase}
        </Text>
      )}
      {fraction !== null && <Progress value={fraction * 100} w={320} aria-label="Sync progress" />}
    </Stack>
  );
}

/** The full-screen first-start choice, shown while no mode is set up. */
export default function FirstStart() {
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
          Welcome to PSA Desk
        </Title>
        <Text c="dimmed" mb="lg">
          Hours, expenses and projects on this computer, synced with your PSA service when you are online.
        </Text>
        {busy === 'demo' ? (
          <DemoProgress />
        ) : view === 'remote' ? (
          <RemoteForm onBack={back} />
        ) : view === 'psohub' || view === 'custom' ? (
          <SignInForm preset={view} onBack={back} />
        ) : (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }} role="group" aria-label="How do you want to start?">
              <Choice
                title="Work offline only"
                text="No PSA service needed: import your projects from a file or add them by hand. Entries stay on this computer until you connect one."
                onClick={() => void chooseOffline()}
                disabled={busy !== null}
              />
              <Choice
                title="Sign in to PSOhub"
                text="Your firm's PSOhub, signed in through the browser."
                onClick={() => {
                  clearError();
                  setView('psohub');
                }}
                disabled={busy !== null}
              />
              <Choice
                title="Custom server"
                text="Sign in to a PSA server by its address (such as the reference server)."
                onClick={() => {
                  clearError();
                  setView('custom');
                }}
                disabled={busy !== null}
              />
              <Choice
                title="Connect to a PSA service"
                text="Enter the address, an API key and your account."
                onClick={() => {
                  clearError();
                  setView('remote');
                }}
                disabled={busy !== null}
              />
              <Choice
                title="Start a demo remote"
                text="A built-in PSA service with sample data, to try things out."
                onClick={() => void chooseDemo()}
                disabled={busy !== null}
              />
            </SimpleGrid>
            {error && (
              <Alert color="red" title="That did not work" role="alert">
                {error}
                <Button variant="subtle" size="compact-sm" ml="sm" onClick={clearError}>
                  Dismiss
                </Button>
              </Alert>
            )}
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
