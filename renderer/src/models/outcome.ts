import { notify, notifyError } from '../app/notify';
import type { Outcome } from '../features/expenses/store';

/** Reports an outcome: a short success note, or the exact problem. */
export function report(title: string, outcome: Outcome): void {
  if (outcome.ok) notify({ color: 'teal', title, message: outcome.message, autoClose: 4000 });
  else notifyError(`${title}: not done`, outcome.message);
}
