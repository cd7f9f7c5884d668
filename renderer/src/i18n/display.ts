import { create } from 'zustand';
import { firstDayOfWeek, type FirstDay, type WeekStartSetting } from '../../../shared/dates-display';

/*
 * The display locale and the week start as state the screens can follow (issue 17): applyLanguage
 * and applyWeekStart set them; a component whose output depends on them without a t() call
 * (a memoized list of formatted days, the week grid's columns) reads them with useDisplay, so a
 * change in Settings redraws it at once, without a restart.
 */

interface DisplayState {
  /** The locale dates, numbers and money are written in (shared/dates-display's displayLocale). */
  locale: string;
  /** The week start setting, and the first day it gives in the locale (1 Monday, 7 Sunday). */
  weekStart: WeekStartSetting;
  firstDay: FirstDay;
  setLocale: (locale: string) => void;
  setWeekStart: (weekStart: WeekStartSetting) => void;
}

/** The display locale and the first day of the week, for components and stores. */
export const useDisplay = create<DisplayState>()((set, get) => ({
  locale: Intl.DateTimeFormat().resolvedOptions().locale,
  weekStart: 'auto',
  firstDay: firstDayOfWeek('auto'),
  setLocale: (locale) => {
    if (locale !== get().locale || firstDayOfWeek(get().weekStart, locale) !== get().firstDay)
      set({ locale, firstDay: firstDayOfWeek(get().weekStart, locale) });
  },
  setWeekStart: (weekStart) => set({ weekStart, firstDay: firstDayOfWeek(weekStart, get().locale) }),
}));

/** The first day of the week now (1 Monday, 7 Sunday), for code outside React. */
export function currentFirstDay(): FirstDay {
  return useDisplay.getState().firstDay;
}
