import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SignInStatusViewT } from '../../../../shared/app/channels/signin';
import { openBlankTab, useSignIn } from './store';

/** The title of a failed sign-in: the exact problem. */
const FAILED_TITLE: Record<NonNullable<SignInStatusViewT['problem']>, string> = {
  denied: 'Sign-in was denied',
  timeout: 'Sign-in timed out',
  cancelled: 'Sign-in cancelled',
  invalid_client: 'App credentials refused',
  invalid_grant: 'Sign-in not accepted',
  forbidden: 'No API access (403)',
  unreachable: 'Unreachable',
  other: 'Sign-in failed',
};

/** Signed in, but which account is the user's could not be told: choose it once. */
function AccountChooser({ status }: { status: SignInStatusViewT }) {
  const chooseAccount = useSignIn((s) => s.chooseAccount);
  const [picked, setPicked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choices = (status.chooseFrom ?? []).map((m) => ({
    value: m.id,
    label: `${m.name} · ${m.email}`,
  }));
  return (
    <Alert color="orange" title="Which account is yours?" role="status">
      <Stack gap="xs">
        <Text size="sm">Signed in. Hours and expenses you enter are booked for the account you choose.</Text>
        <Group align="flex-end" gap="sm">
          <Select
            label="Your account"
            searchable
            data={choices}
            value={picked}
            onChange={setPicked}
            error={problem}
            nothingFoundMessage="No account of that name"
          />
          <Button
            disabled={picked === null}
            onClick={() => picked !== null && void chooseAccount(picked).then(setProblem)}
          >
            Use this account
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Where the sign-in stands: waiting for the browser, how it ended, a refusal to start, a remote switch to confirm. */
export function SignInProgress({ signedInNote = true }: { signedInNote?: boolean }) {
  const status = useSignIn((s) => s.status);
  const error = useSignIn((s) => s.error);
  const confirm = useSignIn((s) => s.confirm);
  const { start, cancel, dismiss } = useSignIn.getState();

  return (
    <>
      {error && (
        <Alert color="red" title="Sign-in did not start" role="alert" data-testid="signin-result">
          {error}
        </Alert>
      )}
      {status?.state === 'waiting' && (
        <Alert color="blue" title="Waiting for the browser" role="status" data-testid="signin-result">
          <Stack gap="xs">
            <Text size="sm">
              Sign in and allow PSA Desk in the browser tab that opened, then come back here.
            </Text>
            <Group gap="sm">
              {status.authorizationUrl && (
                <Anchor href={status.authorizationUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  Open the sign-in page again
                </Anchor>
              )}
              <Button variant="subtle" size="compact-sm" onClick={() => void cancel()}>
                Cancel sign-in
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {status?.state === 'failed' && status.problem !== 'cancelled' && (
        <Alert
          color="red"
          title={FAILED_TITLE[status.problem ?? 'other']}
          role="alert"
          data-testid="signin-result"
        >
          {status.message}
        </Alert>
      )}
      {status?.state === 'signed-in' &&
        (status.chooseFrom ? (
          <AccountChooser status={status} />
        ) : (
          signedInNote && (
            <Alert color="teal" title="Signed in" role="status" data-testid="signin-result">
              {status.message}
            </Alert>
          )
        ))}
      <Modal opened={confirm !== null} onClose={dismiss} title="Switch the remote?" centered>
        <Stack gap="sm">
          <Text size="sm">{confirm?.message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss} data-autofocus>
              Cancel
            </Button>
            <Button
              color="orange"
              onClick={() => confirm && void start({ ...confirm.request, force: true }, openBlankTab())}
            >
              Switch anyway
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
