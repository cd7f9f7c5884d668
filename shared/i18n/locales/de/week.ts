import type en from '../en/week';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
