import { create } from 'zustand';
import type { ChannelResponse } from '../../../../shared/app/contract';
import type { StoppedTimerT, TimerViewT } from '../../../../shared/app/channels/timer';
import type { WeekEntryT } from '../../../../shared/app/channels/week';
import { formatClock, localDate, localTime, parseClock } from '../../../../shared/app/entry-time';
import { parseDateText } from '../../components/date-text';
import { parseHours } from '../../components/hours-text';
import { asksOf, type Ask } from '../../components/ConfirmChecks';
import { AppCallError, errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import { readDraft, writeDraft } from './draft';
import { idFromText, knownLines } from './lines';
import { i18n } from '../../i18n';

/*
 * The quick entry form (its draft survives reloads) and the timer (kept by the core, so it
 * survives restarts). Field problems are keyed by the form's field names, as the core's details are.
 */

export interface QuickDraft {
  /** Ids are decimal text (negative while provisional). */
  projectId: string | null;
  projectName: string;
  line: string;
  role: string;
  date: string;
  from: string;
  to: string;
  hours: string;
  description: string;
  /** Which of to/hours the person typed last: the other is computed. */
  mode: 'hours' | 'to';
  /** The entry being changed, or null for a new one. */
  editId: string | null;
  /**
   * Fields the user typed (line and role since choosing the project, from since it was last
   * filled in): the defaults of a new project or day never replace them.
   */
  typed: Partial<Record<'line' | 'role' | 'from', boolean>>;
}

export type FieldErrors = Partial<
  Record<keyof QuickDraft | 'projectId' | 'contractLineId' | 'roleId', string>
>;
type Saved = ChannelResponse<'entries:create'>;

const DRAFT = 'quick-entry';
const fresh = (): QuickDraft => ({
  projectId: null,
  projectName: '',
  line: '',
  role: '',
  date: localDate(Date.now()),
  from: '09:00',
  to: '',
  hours: '',
  description: '',
  mode: 'hours',
  editId: null,
  typed: {},
});

/** The core's field names -> the draft's. */
const FIELD: Record<string, keyof FieldErrors> = {
  contractLineId: 'line',
  roleId: 'role',
  projectId: 'projectId',
};

interface QuickEntryState {
  draft: QuickDraft;
  errors: FieldErrors;
  saving: boolean;
  /** What the core asks to confirm before saving ("Save anyway"), or null. */
  asks: Ask[] | null;
  /**
   * The description was typed since the page loaded (not restored from a stored draft): only such
   * text, or an entry being changed, gives a new timer its description.
   */
  descriptionTyped: boolean;
  /** Changes fields of the draft (and keeps it for a reload). */
  patch: (p: Partial<QuickDraft>) => void;
  /** A field the user typed (or picked): kept when the project or day changes. */
  type: (field: 'line' | 'role' | 'from', value: string) => void;
  /** Chooses the project: another one empties line and role for its own (defaults.ts fills them). */
  pickProject: (id: string, name: string) => void;
  /** Fills the form with an entry to change it. */
  edit: (e: WeekEntryT) => void;
  /** Leaves editing: a new entry with the same project, line and role. */
  stopEditing: () => void;
  /** Saves (with the checks the user confirmed); on success the form stays, ready for the next entry. */
  save: (confirm?: string[]) => Promise<Saved | null>;
}

/** The request fields of the draft, or the problems found before asking the core. */
export function formRequest(d: QuickDraft) {
  const errors: FieldErrors = {};
  if (d.projectId === null) errors.projectId = i18n.t('entry:errors.chooseProject');
  // Lines known only here (imported offline) are offered by name alone: resolved through the project's lines.
  const lines = knownLines(d.projectId);
  const contractLineId = idFromText(d.line, lines.contractLines);
  if (contractLineId === null) errors.line = i18n.t('entry:errors.pickLine');
  const roleId = idFromText(d.role, lines.roles);
  if (roleId === null) errors.role = i18n.t('entry:errors.pickRole');
  // What a person typed ("tomorrow", "22/11"): an impossible date is refused, never rolled over.
  const date = parseDateText(d.date);
  if (!date.ok) errors.date = date.message;
  const from = parseClock(d.from);
  if (from === null || from >= 24 * 60) errors.from = i18n.t('entry:errors.fromTime');
  const hours = d.mode === 'hours' ? parseHours(d.hours) : null;
  const to = d.mode === 'to' ? parseClock(d.to) : null;
  if (d.mode === 'hours' && hours === null) errors.hours = i18n.t('entry:errors.hours');
  if (d.mode === 'to' && (to === null || to >= 24 * 60)) errors.to = i18n.t('entry:errors.toTime');
  if (
    Object.keys(errors).length > 0 ||
    d.projectId === null ||
    contractLineId === null ||
    roleId === null ||
    !date.ok
  )
    return { errors };
  return {
    errors,
    request: {
      projectId: d.projectId,
      contractLineId,
      roleId,
      date: date.date,
      from: formatClock(from ?? 0),
      ...(d.mode === 'hours' ? { hours: hours?.text ?? '0' } : { to: formatClock(to ?? 0) }),
      description: d.description.trim() || undefined,
    },
  };
}

/** The quick entry form's state. */
export const useQuickEntry = create<QuickEntryState>()((set, get) => ({
  draft: readDraft(DRAFT, fresh()),
  errors: {},
  saving: false,
  asks: null,
  descriptionTyped: false,
  patch: (p) => {
    const draft = { ...get().draft, ...p };
    writeDraft(DRAFT, draft);
    const errors = { ...get().errors };
    for (const k of Object.keys(p)) delete errors[k as keyof FieldErrors];
    const descriptionTyped = p.description === undefined ? get().descriptionTyped : p.description !== '';
    set({ draft, errors, asks: null, descriptionTyped });
  },
  type: (field, value) => {
    const d = get().draft;
    get().patch({ [field]: value, typed: { ...d.typed, [field]: true } });
  },
  pickProject: (id, name) => {
    const d = get().draft;
    if (d.projectId === id) return get().patch({ projectName: name });
    // The previous project's line and role mean nothing here: the new one's defaults replace them.
    get().patch({ projectId: id, projectName: name, line: '', role: '', typed: { from: d.typed.from } });
  },
  edit: (e) => {
    get().patch({
      editId: e.id,
      projectId: e.projectId,
      projectName: e.projectName ?? i18n.t('entry:form.projectFallback', { id: e.projectId }),
      line: e.contractLineId ?? '',
      role: e.roleId ?? '',
      typed: { line: true, role: true, from: true },
      date: e.date,
      from: localTime(e.from),
      to: localTime(e.to),
      hours: String(e.hours),
      description: e.description ?? '',
      mode: 'hours',
    });
    set({ errors: {} });
  },
  stopEditing: () => {
    const { typed } = get().draft;
    get().patch({ editId: null, hours: '', to: '', description: '', typed: { ...typed, from: false } });
    set({ errors: {} });
  },
  save: async (confirm) => {
    const d = get().draft;
    const { errors, request } = formRequest(d);
    if (!request) {
      set({ errors });
      return null;
    }
    set({ saving: true, errors: {}, asks: null });
    try {
      const saved =
        d.editId === null
          ? await invoke('entries:create', { ...request, confirm })
          : await invoke('entries:update', { ...request, id: d.editId, confirm });
      // Ready for the next one: same project, line, role and day, starting where this one ended.
      const typed = { ...get().draft.typed, from: false };
      get().patch({ editId: null, from: localTime(saved.to), to: '', hours: '', description: '', typed });
      return saved;
    } catch (err) {
      const asks = asksOf(err);
      if (asks) {
        set({ asks });
        return null;
      }
      const fieldErrors: FieldErrors = {};
      if (err instanceof AppCallError)
        for (const detail of err.details ?? [])
          fieldErrors[FIELD[detail.path] ?? (detail.path as keyof FieldErrors)] = detail.message;
      if (Object.keys(fieldErrors).length === 0) throw err;
      set({ errors: fieldErrors });
      return null;
    } finally {
      set({ saving: false });
    }
  },
}));

interface TimerState {
  timer: TimerViewT | null;
  loaded: boolean;
  busy: boolean;
  /** What the core asks to confirm before stopping books the time ("Save anyway"), or null. */
  asks: Ask[] | null;
  load: () => Promise<void>;
  start: () => Promise<string | null>;
  /** Stops with the checks the user confirmed; null when the core asked first (see asks). */
  stop: (confirm?: string[]) => Promise<StoppedTimerT | null>;
  cancel: () => Promise<void>;
}

/** The running timer as the core keeps it. */
export const useTimer = create<TimerState>()((set, get) => ({
  timer: null,
  loaded: false,
  busy: false,
  asks: null,
  load: async () => {
    const { timer } = await invoke('timer:get', {});
    set({ timer, loaded: true });
  },
  start: async () => {
    const q = useQuickEntry.getState();
    const { errors, request } = formRequest({ ...q.draft, mode: 'hours', hours: '1' });
    if (!request) {
      useQuickEntry.setState({ errors });
      return i18n.t('entry:errors.timerNeeds');
    }
    set({ busy: true });
    try {
      // The description starts empty unless it was typed now or the entry being changed (continued)
      // lends its own: never the leftover text of a draft restored from an earlier session.
      const { projectId, contractLineId, roleId } = request;
      const own = q.draft.editId !== null || q.descriptionTyped;
      const description = own ? request.description : undefined;
      set({ timer: await invoke('timer:start', { projectId, contractLineId, roleId, description }) });
      return null;
    } catch (err) {
      return errorMessage(err);
    } finally {
      set({ busy: false });
    }
  },
  stop: async (confirm) => {
    set({ busy: true, asks: null });
    try {
      const saved = await invoke('timer:stop', { confirm });
      set({ timer: null });
      return saved;
    } catch (err) {
      const asks = asksOf(err);
      if (!asks) throw err;
      set({ asks });
      return null;
    } finally {
      set({ busy: false });
      void get().load();
    }
  },
  cancel: async () => {
    await invoke('timer:cancel', {});
    set({ timer: null, asks: null });
  },
}));

// A refetch that fails (the core went away, e.g. the window closing) keeps the last state: the
// next change or visit loads it again.
onTablesChanged(
  ['timer'],
  () =>
    void useTimer
      .getState()
      .load()
      .catch(() => undefined),
);
