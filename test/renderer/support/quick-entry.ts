import { useQuickEntry, type QuickDraft } from '../../../renderer/src/features/entry/store';

/**
 * Quick entry as a fresh form before a test: nothing saved in localStorage, an empty draft on
 * `date` starting 09:00 with `draft` on top, and no field errors or open questions.
 */
export function resetQuickEntry(date: string, draft: Partial<QuickDraft> = {}): void {
  localStorage.clear();
  useQuickEntry.getState().patch({
    projectId: null,
    projectName: '',
    line: '',
    role: '',
    date,
    from: '09:00',
    to: '',
    hours: '',
    description: '',
    mode: 'hours',
    editId: null,
    ...draft,
  });
  useQuickEntry.setState({ errors: {}, asks: null });
}
