import { i18n } from '../i18n';
import { notify, notifyError } from './notify';

/** What a save, delete or undo reports: done with a short note, or not done with the exact problem. */
export type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** Reports an outcome: a short success note, or the exact problem. */
export function report(title: string, outcome: Outcome): void {
  if (outcome.ok) notify({ color: 'teal', title, message: outcome.message, autoClose: 4000 });
  else notifyError(i18n.t('common:outcome.notDone', { title }), outcome.message);
}
