import { describe, expect, it } from 'vitest';
import type { ReminderEventT } from '../../shared/app/reminders';
import { showReminderNotifications, type NotificationLike } from '../../electron/main/notifications';
import { fakeCore } from '../support/desktop-fakes';

/*
 * The reminders' OS notifications with a fake Notification: each reminder event of the core shows
 * one with its title and body; a click opens the window at its target; none where the system has none.
 */

function fakeNotifications() {
  const made: { title: string; body: string; shown: boolean; fire: (e: 'click' | 'close') => void }[] = [];
  const make = (options: { title: string; body: string }): NotificationLike => {
    const listeners = new Map<string, () => void>();
    const entry = { ...options, shown: false, fire: (e: 'click' | 'close') => listeners.get(e)?.() };
    made.push(entry);
    return {
      show: () => void (entry.shown = true),
      on: (event, listener) => listeners.set(event, listener),
    };
  };
  return { made, make };
}

const REJECTED: ReminderEventT = {
  kind: 'rejected',
  title: '2 changes were rejected',
  body: 'The PSA service refused them: fix or discard them in the sync center.',
  target: { section: 'sync', date: null },
};
const NOT_BOOKED: ReminderEventT = {
  kind: 'notBookedToday',
  title: 'You have not booked today',
  body: 'Nothing is booked for today yet: open the week to book your time.',
  target: { section: 'week', date: '2026-03-02' },
};

describe('reminder notifications', () => {
  it('shows each reminder as a notification; a click opens its target', () => {
    const core = fakeCore({});
    const n = fakeNotifications();
    const opened: ReminderEventT['target'][] = [];
    const stop = showReminderNotifications(core, n.make, (t) => opened.push(t));
    core.emit('reminder', REJECTED);
    core.emit('reminder', NOT_BOOKED);
    expect(n.made.map(({ title, body, shown }) => ({ title, body, shown }))).toEqual([
      { title: REJECTED.title, body: REJECTED.body, shown: true },
      { title: NOT_BOOKED.title, body: NOT_BOOKED.body, shown: true },
    ]);
    expect(opened).toEqual([]);
    n.made[1]?.fire('click');
    expect(opened).toEqual([{ section: 'week', date: '2026-03-02' }]);
    stop();
    core.emit('reminder', REJECTED);
    expect(n.made).toHaveLength(2);
  });

  it('shows nothing, and does not fail, where the system has no notifications', () => {
    const core = fakeCore({});
    const opened: unknown[] = [];
    showReminderNotifications(
      core,
      () => null,
      (t) => opened.push(t),
    );
    expect(() => core.emit('reminder', REJECTED)).not.toThrow();
    expect(opened).toEqual([]);
  });
});
