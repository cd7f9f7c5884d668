import { Button, Group } from '@mantine/core';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { readDraft, writeDraft } from '../entry/draft';
import { IdPicker } from '../entry/IdPicker';
import { choiceLabel, choiceNote, fetchLines, idFromText, useLines } from '../entry/lines';
import { ProjectPicker } from '../../components/ProjectPicker';
import { useWeek } from './store';

interface RowDraft {
  projectId: string | null;
  projectName: string;
  line: string;
  role: string;
}

const DRAFT = 'week-add-row';
const EMPTY: RowDraft = { projectId: null, projectName: '', line: '', role: '' };

/** Adds a row to the week: a project (type to search), a contract line and a role (picked or typed ids). */
export function AddRowForm({ projectRef }: { projectRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation(['week', 'common']);
  const [draft, setDraft] = useState<RowDraft>(() => readDraft(DRAFT, EMPTY));
  const [errors, setErrors] = useState<Partial<Record<keyof RowDraft, string>>>({});
  const [busy, setBusy] = useState(false);
  const lines = useLines(draft.projectId);

  const patch = (p: Partial<RowDraft>) =>
    setDraft((d) => {
      const next = { ...d, ...p };
      writeDraft(DRAFT, next);
      return next;
    });

  const pickProject = async (id: string, name: string) => {
    // Another project: what was said about the last one's line and role no longer applies.
    setErrors({});
    patch({ projectId: id, projectName: name });
    const l = await fetchLines(id);
    patch({
      line: l.contractLines[0] ? choiceLabel(l.contractLines[0]) : '',
      role: l.roles[0] ? choiceLabel(l.roles[0]) : '',
    });
  };

  const submit = async () => {
    const contractLineId = idFromText(draft.line, lines.contractLines);
    const roleId = idFromText(draft.role, lines.roles);
    const found: typeof errors = {};
    if (draft.projectId === null) found.projectId = t('addRow.chooseProject');
    if (contractLineId === null) found.line = t('addRow.pickLine');
    if (roleId === null) found.role = t('addRow.pickRole');
    setErrors(found);
    if (draft.projectId === null || contractLineId === null || roleId === null) return;
    setBusy(true);
    const problem = await useWeek.getState().addRow({ projectId: draft.projectId, contractLineId, roleId });
    setBusy(false);
    if (problem) setErrors({ projectId: problem });
  };

  return (
    <form
      aria-label={t('addRow.form')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ flex: 2, minWidth: 0 }}>
          <ProjectPicker
            label={t('addRow.project')}
            inputRef={projectRef}
            value={draft.projectId === null ? null : { id: draft.projectId, name: draft.projectName }}
            error={errors.projectId}
            onChange={(p) => void pickProject(p.id, p.name)}
          />
        </div>
        <div style={{ flex: 1.2, minWidth: 0 }}>
          <IdPicker
            label={t('common:contractLine')}
            kind={t('common:lineInput.kind')}
            value={draft.line}
            options={lines.contractLines}
            note={choiceNote(lines, 'lines')}
            error={errors.line}
            onChange={(line) => patch({ line })}
          />
        </div>
        <div style={{ flex: 1.2, minWidth: 0 }}>
          <IdPicker
            label={t('common:role')}
            kind={t('common:role')}
            value={draft.role}
            options={lines.roles}
            note={choiceNote(lines, 'roles')}
            error={errors.role}
            onChange={(role) => patch({ role })}
          />
        </div>
        <Button type="submit" mt={25} loading={busy} variant="light">
          {t('addRow.submit')}
        </Button>
      </Group>
    </form>
  );
}
