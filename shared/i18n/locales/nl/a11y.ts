import type en from '../en/a11y';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  nameWithValue: '{{name}}: {{value}}',
  controls: {
    close: 'Sluiten',
  },
  skeleton: {
    loading: 'Laden…',
    firstSync: 'Gegevens ophalen bij de PSA-dienst…',
  },
};
export default messages;
