import type en from '../en/a11y';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
