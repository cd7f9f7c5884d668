import type en from '../en/common';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  save: 'Speichern',
  cancel: 'Abbrechen',
  delete: 'Löschen',
  close: 'Schließen',
  edit: 'Bearbeiten',
  undo: 'Rückgängig',
  search: 'Suchen',
  loading: 'Wird geladen…',
  yes: 'Ja',
  no: 'Nein',
};
export default messages;
