import {
  Alert,
  Button,
  FileButton,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResultT } from '../../../../shared/app/channels/setup';
import { errorMessage, invoke } from '../../contract/client';
import { i18n } from '../../i18n';
import { notify } from '../../models/notify';

/*
 * What an offline-only folder can do without a PSA service: import projects (with their contract
 * lines and roles) from a CSV file, or add them by hand. Shown where a synced folder would say
 * "Sync with your PSA service".
 */

/** What an import did, in words (in the language at the time), with the core's notes after it. */
function summary(r: ImportResultT): string {
  const again = r.projects.existing + r.contractLines.existing + r.roles.existing;
  const counts = {
    projects: i18n.t('setup:offline.projects', { count: r.projects.added }),
    lines: i18n.t('setup:offline.lines', { count: r.contractLines.added }),
    roles: i18n.t('setup:offline.roles', { count: r.roles.added }),
  };
  const said =
    again > 0
      ? i18n.t('setup:offline.importedAgain', { ...counts, again })
      : i18n.t('setup:offline.imported', counts);
  return [said, ...r.notes].join(' ');
}

/** What adding one project by hand did, in words: added, or added to the one here (with the notes). */
function handSummary(r: ImportResultT, name: string): string {
  const what =
    r.projects.added > 0
      ? i18n.t('setup:offline.added', { name })
      : i18n.t('setup:offline.addedTo', { name });
  return [what, ...r.notes].join(' ');
}

/** Sent again with the answer to the questions about look-alikes. */
type Answer = (similar: 'use' | 'new') => void;

/**
 * Rows naming a company or project that looks like one here: nothing was stored; the user says
 * whether to use the one here or add a new one (never a silent duplicate).
 */
function Questions({ result, onAnswer }: { result: ImportResultT | null; onAnswer: Answer }) {
  const { t } = useTranslation('setup');
  if (!result || result.imported || result.questions.length === 0) return null;
  return (
    <Alert color="yellow" title={t('offline.questions')} role="alert">
      <List size="sm">
        {result.questions.map((q, i) => (
          <List.Item key={i}>{q.message}</List.Item>
        ))}
      </List>
      <Group mt="xs" gap="xs">
        <Button size="compact-sm" onClick={() => onAnswer('use')}>
          {t('offline.useExisting')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => onAnswer('new')}>
          {t('offline.addNew')}
        </Button>
      </Group>
    </Alert>
  );
}

function Problems({ result }: { result: ImportResultT }) {
  const { t } = useTranslation('setup');
  if (result.imported || result.problems.length === 0) return null;
  return (
    <Alert color="red" title={t('offline.problems')} role="alert">
      <List size="sm">
        {result.problems.map((p, i) => (
          <List.Item key={i}>
            {t(p.column ? 'offline.problemLineColumn' : 'offline.problemLine', {
              line: p.line,
              column: p.column,
              message: p.message,
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function ImportFile() {
  const { t } = useTranslation('setup');
  const [result, setResult] = useState<ImportResultT | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);
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
  const onFile = async (file: File | null) => {
    // The same file chosen again (after fixing it) is a change too.
    resetFile.current?.();
    if (!file) return;
    setFileName(file.name);
    await send(await file.text());
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('offline.importTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('offline.importHelp')}
      </Text>
      {/* A real button (Tab reaches it, Enter opens the system's file chooser); the input it drives is hidden. */}
      <Group gap="sm" wrap="nowrap" role="group" aria-label={t('offline.file')}>
        <FileButton
          onChange={(file) => void onFile(file)}
          accept=".csv,text/csv"
          resetRef={resetFile}
          inputProps={{ 'aria-label': t('offline.file') }}
        >
          {(props) => (
            <Button variant="default" style={{ flex: 'none' }} {...props}>
              {t('offline.chooseFile')}
            </Button>
          )}
        </FileButton>
        {fileName && (
          <Text size="sm" c="dimmed" truncate title={fileName}>
            {fileName}
          </Text>
        )}
      </Group>
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

const KINDS = ['time', 'expense', 'fixed'] as const;

/** Each hand field's column in the core's problems (the CSV header's names: data, not text). */
const COLUMN: Record<Exclude<keyof typeof EMPTY, 'lineKind'>, string> = {
  projectName: 'project name',
  projectNumber: 'project number',
  company: 'company',
  currency: 'currency',
  lineName: 'contract line name',
  roleName: 'role name',
};
/** A currency code is the same in every language. */
const CURRENCY_EXAMPLE = 'EUR';

function AddByHand() {
  const { t } = useTranslation('setup');
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<ImportResultT | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fieldError = (column: string) => result?.problems.find((p) => p.column === column)?.message ?? null;
  // Examples as placeholders and "(optional)" in the label: no helper line pushes one input of a
  // row below its neighbours.
  const input = (key: keyof typeof COLUMN, label: string, example?: string) => (
    <TextInput
      label={label}
      placeholder={example}
      value={values[key]}
      error={fieldError(COLUMN[key])}
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
    <form onSubmit={onSubmit} aria-label={t('offline.handForm')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('offline.handTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('offline.handHelp')}
        </Text>
        <Group grow align="flex-start">
          {input('projectName', t('offline.projectName'))}
          {input('projectNumber', t('offline.projectNumber'))}
        </Group>
        <Group grow align="flex-start">
          {input('company', t('offline.company'))}
          {input('currency', t('offline.currency'), CURRENCY_EXAMPLE)}
        </Group>
        <Group grow align="flex-start">
          {input('lineName', t('offline.line'), t('offline.lineExample'))}
          <NativeSelect
            label={t('offline.kind')}
            value={values.lineKind}
            data={KINDS.map((k) => ({ value: k, label: t(`offline.kinds.${k}`) }))}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setValues((s) => ({ ...s, lineKind: v }));
            }}
          />
          {input('roleName', t('offline.role'), t('offline.roleExample'))}
        </Group>
        <Group>
          <Button type="submit">{t('offline.add')}</Button>
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
  const { t } = useTranslation('setup');
  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-label={t('offline.section')}>
      <Stack gap="lg">
        <Text>{t('offline.sentence')}</Text>
        <ImportFile />
        <AddByHand />
      </Stack>
    </Paper>
  );
}
