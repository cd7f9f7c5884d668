import {
  Alert,
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ImportResultT } from '../../../../shared/app/channels/setup';
import { errorMessage, invoke } from '../../contract/client';
import { notify } from '../../models/notify';

/*
 * What an offline-only folder can do without a PSA service: import projects (with their contract
 * lines and roles) from a CSV file, or add them by hand. Shown where a synced folder would say
 * "Sync with your PSA service".
 */

/** The plain sentence of what works offline, shared by the empty states. */
export const OFFLINE_SENTENCE =
  'You work offline: import your projects from a file or add them by hand; entries stay on this computer until you connect a PSA service.';

function summary(r: ImportResultT): string {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const again = r.projects.existing + r.contractLines.existing + r.roles.existing;
  return (
    `Imported ${n(r.projects.added, 'project', 'projects')}, ` +
    `${n(r.contractLines.added, 'contract line', 'contract lines')} and ${n(r.roles.added, 'role', 'roles')}` +
    (again > 0 ? ` (${again} already here, not added again).` : '.') +
    (r.notes.length > 0 ? ` ${r.notes.join(' ')}` : '')
  );
}

/** What adding one project by hand did, in words: added, or added to the one here (with the notes). */
function handSummary(r: ImportResultT, name: string): string {
  const what = r.projects.added > 0 ? `Added ${name}.` : `Added to ${name}, which was here already.`;
  return [what, ...r.notes].join(' ');
}

/** Sent again with the answer to the questions about look-alikes. */
type Answer = (similar: 'use' | 'new') => void;

/**
 * Rows naming a company or project that looks like one here: nothing was stored; the user says
 * whether to use the one here or add a new one (never a silent duplicate).
 */
function Questions({ result, onAnswer }: { result: ImportResultT | null; onAnswer: Answer }) {
  if (!result || result.imported || result.questions.length === 0) return null;
  return (
    <Alert color="yellow" title="Already here? Nothing was added yet" role="alert">
      <List size="sm">
        {result.questions.map((q, i) => (
          <List.Item key={i}>{q.message}</List.Item>
        ))}
      </List>
      <Group mt="xs" gap="xs">
        <Button size="compact-sm" onClick={() => onAnswer('use')}>
          Yes, add to the one here
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => onAnswer('new')}>
          No, add a new one
        </Button>
      </Group>
    </Alert>
  );
}

function Problems({ result }: { result: ImportResultT }) {
  if (result.imported || result.problems.length === 0) return null;
  return (
    <Alert color="red" title="Nothing was imported: fix these rows and try again" role="alert">
      <List size="sm">
        {result.problems.map((p, i) => (
          <List.Item key={i}>
            Line {p.line}
            {p.column ? `, ${p.column}` : ''}: {p.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function ImportFile() {
  const [result, setResult] = useState<ImportResultT | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const send = async (fileText: string, similar?: 'use' | 'new') => {
    setError(null);
    try {
      const r = await invoke('setup:importProjects', { text: fileText, ...(similar ? { similar } : {}) });
      setResult(r);
      // Kept only while a question waits for its answer.
      setText(r.questions.length > 0 ? fileText : null);
      if (r.imported) notify({ color: 'teal', message: summary(r) });
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const onFile = async (file: File | undefined) => {
    if (file) await send(await file.text());
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Import from a file
      </Title>
      <Text size="sm" c="dimmed">
        A CSV file (comma or semicolon separated) with a header row: project name, project number, company,
        currency, contract line id, contract line name, contract line kind, role id, role name. One row per
        contract line or role; only the project name is required.
      </Text>
      <label>
        <Text size="sm" fw={500} component="span">
          Projects file (CSV)
        </Text>{' '}
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label="Projects file (CSV)"
          onChange={(e) => {
            void onFile(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
      </label>
      {result?.imported && (
        <Text size="sm" role="status">
          {summary(result)}
        </Text>
      )}
      {result && <Problems result={result} />}
      <Questions result={result} onAnswer={(similar) => text !== null && void send(text, similar)} />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

const EMPTY = {
  projectName: '',
  projectNumber: '',
  company: '',
  currency: '',
  lineName: '',
  lineKind: 'time',
  roleName: '',
};

function AddByHand() {
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<ImportResultT | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fieldError = (column: string) => result?.problems.find((p) => p.column === column)?.message ?? null;
  // Examples as placeholders and "(optional)" in the label: no helper line pushes one input of a
  // row below its neighbours.
  const input = (key: keyof typeof EMPTY, label: string, column: string, example?: string) => (
    <TextInput
      label={label}
      placeholder={example}
      value={values[key]}
      error={fieldError(column)}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setValues((s) => ({ ...s, [key]: v }));
      }}
    />
  );
  const send = async (similar?: 'use' | 'new') => {
    setError(null);
    try {
      const r = await invoke('setup:addProject', {
        ...values,
        lineKind: values.lineName ? values.lineKind : '',
        ...(similar ? { similar } : {}),
      });
      setResult(r);
      if (r.imported) {
        notify({ color: 'teal', message: handSummary(r, values.projectName.trim()) });
        // The project stays for the next line or role; the line and role fields start again.
        setValues((s) => ({ ...s, lineName: '', roleName: '' }));
      }
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  return (
    <form onSubmit={onSubmit} aria-label="Add a project by hand">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Add by hand
        </Title>
        <Text size="sm" c="dimmed">
          A project with one contract line and one role; add more lines or roles by sending the same project
          again.
        </Text>
        <Group grow align="flex-start">
          {input('projectName', 'Project name', 'project name')}
          {input('projectNumber', 'Project number (optional)', 'project number')}
        </Group>
        <Group grow align="flex-start">
          {input('company', 'Company (optional)', 'company')}
          {input('currency', 'Currency (optional)', 'currency', 'EUR')}
        </Group>
        <Group grow align="flex-start">
          {input('lineName', 'Contract line', 'contract line name', 'Consulting hours')}
          <NativeSelect
            label="Kind"
            value={values.lineKind}
            data={['time', 'expense', 'fixed']}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setValues((s) => ({ ...s, lineKind: v }));
            }}
          />
          {input('roleName', 'Role', 'role name', 'Consultant')}
        </Group>
        <Group>
          <Button type="submit">Add project</Button>
        </Group>
        <Questions result={result} onAnswer={(similar) => void send(similar)} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** The offline start: the sentence, a file import and the hand form. */
export function OfflineProjects() {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mt="md"
      component="section"
      aria-label="Projects without a PSA service"
    >
      <Stack gap="lg">
        <Text>{OFFLINE_SENTENCE}</Text>
        <ImportFile />
        <AddByHand />
      </Stack>
    </Paper>
  );
}
