import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInStatusViewT } from '../../../../shared/app/channels/signin';
import { openBlankTab, useSignIn } from './store';

/** Signed in, but which account is the user's could not be told: choose it once. */
function AccountChooser({ status }: { status: SignInStatusViewT }) {
  const { t } = useTranslation('signin');
  const chooseAccount = useSignIn((s) => s.chooseAccount);
  const [picked, setPicked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choices = (status.chooseFrom ?? []).map((m) => ({
    value: m.id,
    label: `${m.name} · ${m.email}`,
  }));
  return (
    <Alert color="orange" title={t('chooser.title')} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('chooser.text')}</Text>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('chooser.account')}
            searchable
            data={choices}
            value={picked}
            onChange={setPicked}
            error={problem}
            nothingFoundMessage={t('chooser.noMatch')}
          />
          <Button
            disabled={picked === null}
            onClick={() => picked !== null && void chooseAccount(picked).then(setProblem)}
          >
            {t('chooser.use')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Where the sign-in stands: waiting for the browser, how it ended, a refusal to start, a remote switch to confirm. */
export function SignInProgress({ signedInNote = true }: { signedInNote?: boolean }) {
  const { t } = useTranslation(['signin', 'common']);
  const status = useSignIn((s) => s.status);
  const error = useSignIn((s) => s.error);
  const confirm = useSignIn((s) => s.confirm);
  const { start, cancel, dismiss } = useSignIn.getState();

  return (
    <>
      {error && (
        <Alert color="red" title={t('progress.notStarted')} role="alert" data-testid="signin-result">
          {error}
        </Alert>
      )}
      {status?.state === 'waiting' && (
        <Alert color="blue" title={t('progress.waitingTitle')} role="status" data-testid="signin-result">
          <Stack gap="xs">
            <Text size="sm">{t('progress.waiting')}</Text>
            <Group gap="sm">
              {status.authorizationUrl && (
                <Anchor href={status.authorizationUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('progress.openAgain')}
                </Anchor>
              )}
              <Button variant="subtle" size="compact-sm" onClick={() => void cancel()}>
                {t('progress.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {status?.state === 'failed' && status.problem !== 'cancelled' && (
        <Alert
          color="red"
          title={t(`progress.failed.${status.problem ?? 'other'}`)}
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
            <Alert color="teal" title={t('progress.signedIn')} role="status" data-testid="signin-result">
              {status.message}
            </Alert>
          )
        ))}
      <Modal opened={confirm !== null} onClose={dismiss} title={t('progress.switchTitle')} centered>
        <Stack gap="sm">
          <Text size="sm">{confirm?.message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss} data-autofocus>
              {t('common:cancel')}
            </Button>
            <Button
              color="orange"
              onClick={() => confirm && void start({ ...confirm.request, force: true }, openBlankTab())}
            >
              {t('progress.switchAnyway')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
