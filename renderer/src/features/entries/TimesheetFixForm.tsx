import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useEffect, useState, type FormEvent } from 'react';
import type { ContractLineOptionT } from '../../../../shared/app/channels/expenses';
import { invoke } from '../../contract/client';
import { ContractLineInput } from '../../components/ContractLineInput';
import { DateTextInput } from '../../components/DateTextInput';
import { report } from '../../models/outcome';
import { useEntries } from './store';

/** Lines seen on a project's entries (time lines show up on its timesheets). */
function useLines(projectId: string | undefined): ContractLineOptionT[] {
  const [lines, setLines] = useState<ContractLineOptionT[]>([]);
  useEffect(() => {
    if (projectId === undefined) return;
    let live = true;
    invoke('expenses:lines', { projectId })
      .then((l) => live && setLines(l.filter((x) => x.seenOn !== 'expenses')))
      .catch(() => live && setLines([]));
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
  const lines = useLines(fix?.projectId);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await resubmit();
    if (outcome.ok) report('Entry resubmitted', outcome);
  };

  return (
    <Modal opened={fix !== null} onClose={closeFix} title="Fix rejected entry" size="lg">
      {fix && (
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Fix rejected entry">
          <Stack gap="sm">
            <Text size="sm" fw={500}>
              {fix.projectName}
            </Text>
            {fix.reason && (
              <Alert color="red" p="xs" title="The PSA service said">
                {fix.reason}
              </Alert>
            )}
            <Group grow align="flex-start">
              <ContractLineInput
                value={fix.contractLine}
                onChange={(contractLine) => editFix({ contractLine })}
                lines={lines}
                error={errors.contractLine}
              />
              <TextInput
                label="Role id"
                inputMode="numeric"
                value={fix.role}
                onChange={(e) => editFix({ role: e.currentTarget.value })}
                error={errors.role}
              />
            </Group>
            <Group grow align="flex-start">
              <DateTextInput
                label="Date"
                value={fix.date}
                onChange={(date) => editFix({ date })}
                error={errors.date}
              />
              <TimeInput
                label="From"
                value={fix.from}
                onChange={(e) => editFix({ from: e.currentTarget.value })}
                error={errors.from}
              />
              <TimeInput
                label="To"
                value={fix.to}
                onChange={(e) => editFix({ to: e.currentTarget.value })}
                error={errors.to}
              />
              <TextInput
                label="Hours"
                inputMode="decimal"
                value={fix.hours}
                onChange={(e) => editFix({ hours: e.currentTarget.value })}
                error={errors.hours}
              />
            </Group>
            <TextInput
              label="Description"
              value={fix.description}
              onChange={(e) => editFix({ description: e.currentTarget.value })}
              error={errors.description}
            />
            {formError && (
              <Alert color="red" title="Not resubmitted" role="alert">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="subtle" onClick={closeFix} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Resubmit
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
