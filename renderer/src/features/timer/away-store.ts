import { create } from 'zustand';
import type { AwayChoiceT, AwayViewT } from '../../../../shared/app/channels/timer';
import { asksOf, type Ask } from '../../components/ConfirmChecks';
import { errorMessage, invoke, on } from '../../contract/client';

/*
 * The open away question of the running timer (issue 16): loaded at start and told by the core's
 * `timer:away` event; answering books exactly what the choice says (the core does it).
 */

/** The line of the split choice's separate entry. */
export interface SplitLine {
  projectId: string;
  contractLineId: string;
  roleId: string;
  description?: string;
}

interface AwayState {
  away: AwayViewT | null;
  busy: boolean;
  /** What the core asks to confirm before booking the answer ("Save anyway"), or null. */
  asks: Ask[] | null;
  error: string | null;
  load: () => Promise<void>;
  /** Answers; true when done (false: asked first, or refused: see asks/error). */
  answer: (choice: AwayChoiceT, split?: SplitLine, confirm?: string[]) => Promise<boolean>;
}

/** The away question as the core keeps it. */
export const useAway = create<AwayState>()((set) => ({
  away: null,
  busy: false,
  asks: null,
  error: null,
  load: async () => {
    const { away } = await invoke('timer:away', {});
    set({ away });
  },
  answer: async (choice, split, confirm) => {
    set({ busy: true, asks: null, error: null });
    try {
      await invoke('timer:resolveAway', { choice, ...split, confirm });
      set({ away: null });
      return true;
    } catch (err) {
      const asks = asksOf(err);
      set(asks ? { asks } : { error: errorMessage(err) });
      return false;
    } finally {
      set({ busy: false });
    }
  },
}));

on('timer:away', ({ away }) => useAway.setState({ away, asks: null, error: null }));
