import type en from '../en/settings';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
