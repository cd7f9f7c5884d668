import type en from '../en/review';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
