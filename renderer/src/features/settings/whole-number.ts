import { z } from 'zod';
import { i18n } from '../../i18n';

/** What a whole number field asks for, as its message's key in the settings catalogue. */
type Asked = 'interval' | 'daysBack' | 'daysAhead' | 'minutes';

/** A whole number field between min and max, with messages people read at the field (in the language at the time). */
export const wholeNumber = (what: Asked, min: number, max: number) =>
  z
    .number({ error: () => i18n.t(`settings:number.enter.${what}`) })
    .int({ error: () => i18n.t('settings:number.whole') })
    .min(min, { error: () => i18n.t('settings:number.atLeast', { min }) })
    .max(max, { error: () => i18n.t('settings:number.atMost', { max }) });
