import type en from '../en/common';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  save: 'Opslaan',
  cancel: 'Annuleren',
  delete: 'Verwijderen',
  close: 'Sluiten',
  edit: 'Bewerken',
  undo: 'Ongedaan maken',
  search: 'Zoeken',
  loading: 'Laden…',
  yes: 'Ja',
  no: 'Nee',
};
export default messages;
