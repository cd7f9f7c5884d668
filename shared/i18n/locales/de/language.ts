import type en from '../en/language';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
