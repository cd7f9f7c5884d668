import type en from '../en/pdf';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
