import type en from '../en/reports';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
