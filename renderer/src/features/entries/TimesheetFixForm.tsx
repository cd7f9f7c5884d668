import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLines, type Lines } from '../entry/lines';
import { ClockTextInput } from '../../components/ClockTextInput';
import { ContractLineInput } from '../../components/ContractLineInput';
import { DateTextInput } from '../../components/DateTextInput';
import { report } from '../../models/outcome';
import { useEntries } from './store';

/**
 * Time lines and roles of the project by name, the user's most used first, then the team's; the
 * core leaves out any the PSA service refused for the project, so the rejected id is never offered.
 */
function useProjectLines(projectId: string | undefined): Lines {
  const [lines, setLines] = useState<Lines>({ contractLines: [], roles: [] });
  useEffect(() => {
    if (projectId === undefined) return;
    let live = true;
    void fetchLines(projectId).then((l) => live && setLines(l));
    return () => {
      live = false;
    };
  }, [projectId]);
  return lines;
}

/** Fix a rejected timesheet and send it again (changes:resubmit with the corrected fields). */
export function TimesheetFixForm() {
  const fix = useEntries((s) => s.fix);
  const errors = useEntries((s) => s.fixErrors);
  const formError = useEntries((s) => s.fixError);
  const saving = useEntries((s) => s.saving);
  const { editFix, closeFix, resubmit } = useEntries.getState();
  const lines = useProjectLines(fix?.projectId);
  // The entry's own names: a refused line is no longer offered, yet the field names it.
  const entry = useEntries((s) => (fix ? s.items.find((e) => e.id === fix.id) : undefined));
  const { t } = useTranslation(['entries', 'entry', 'common']);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await resubmit();
    if (outcome.ok) report(t('fix.resubmitted'), outcome);
  };

  return (
    <Modal opened={fix !== null} onClose={closeFix} title={t('fix.title')} size="lg">
      {fix && (
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('fix.title')}>
          <Stack gap="sm">
            <Text size="sm" fw={500}>
              {fix.projectName}
            </Text>
            {fix.reason && (
              <Alert color="red" p="xs" title={t('fix.serviceSaid')}>
                {fix.reason}
              </Alert>
            )}
            <Group grow align="flex-start">
              <ContractLineInput
                label={t('fix.contractLine')}
                kind={t('list.line')}
                value={fix.contractLine}
                onChange={(contractLine) => editFix({ contractLine })}
                lines={lines.contractLines}
                knownName={entry?.contractLineName}
                error={errors.contractLine}
              />
              <ContractLineInput
                label={t('fix.role')}
                kind={t('entry:kind.role')}
                knownName={entry?.roleName}
                value={fix.role}
                onChange={(role) => editFix({ role })}
                lines={lines.roles}
                error={errors.role}
              />
            </Group>
            <Group grow align="flex-start">
              <DateTextInput
                label={t('fix.date')}
                value={fix.date}
                onChange={(date) => editFix({ date })}
                error={errors.date}
              />
              <ClockTextInput
                label={t('fix.from')}
                value={fix.from}
                onChange={(from) => editFix({ from })}
                error={errors.from}
              />
              <ClockTextInput
                label={t('fix.to')}
                value={fix.to}
                onChange={(to) => editFix({ to })}
                error={errors.to}
              />
              <TextInput
                label={t('fix.hours')}
                inputMode="decimal"
                value={fix.hours}
                onChange={(e) => editFix({ hours: e.currentTarget.value })}
                error={errors.hours}
              />
            </Group>
            <TextInput
              label={t('fix.description')}
              value={fix.description}
              onChange={(e) => editFix({ description: e.currentTarget.value })}
              error={errors.description}
            />
            {formError && (
              <Alert color="red" title={t('fix.notResubmitted')} role="alert">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="subtle" onClick={closeFix} disabled={saving}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('fix.resubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
