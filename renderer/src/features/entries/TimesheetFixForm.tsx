import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
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
  const entry = useEntries((s) => (fix ? s.items.find((t) => t.id === fix.id) : undefined));

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
                lines={lines.contractLines}
                knownName={entry?.contractLineName}
                error={errors.contractLine}
              />
              <ContractLineInput
                label="Role"
                kind="Role"
                knownName={entry?.roleName}
                value={fix.role}
                onChange={(role) => editFix({ role })}
                lines={lines.roles}
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
              <ClockTextInput
                label="From"
                value={fix.from}
                onChange={(from) => editFix({ from })}
                error={errors.from}
              />
              <ClockTextInput
                label="To"
                value={fix.to}
                onChange={(to) => editFix({ to })}
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
