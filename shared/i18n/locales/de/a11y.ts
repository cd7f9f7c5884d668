import type en from '../en/a11y';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  nameWithValue: '{{name}}: {{value}}',
  controls: {
    close: 'Schließen',
  },
  skeleton: {
    loading: 'Wird geladen…',
    firstSync: 'Datensätze werden vom PSA-Dienst abgerufen…',
  },
};
export default messages;
