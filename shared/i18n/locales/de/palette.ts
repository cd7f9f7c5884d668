import type en from '../en/palette';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
