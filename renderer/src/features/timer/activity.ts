import { invoke } from '../../contract/client';
import { useTimer } from '../entry/store';

/*
 * Web mode's stand-in for the system idle time (issue 16): the page tells the core when it sees
 * input (pointer, keys, wheel, touch) and when it is hidden or shown, so the core's away detector
 * decides as on the desktop. Only while a timer runs; input is told at once after a quiet spell
 * and then at most every THROTTLE_MS, with the last input of a burst told at its end. The
 * desktop app reads the system's idle time instead and does not install this.
 */

const THROTTLE_MS = 5_000;
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** Starts reporting the page's activity to the core; returns the function that stops. */
export function reportPageActivity(): () => void {
  let lastSent = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const running = () => {
    const t = useTimer.getState().timer;
    return t !== null && t.pausedAt === null;
  };
  let lastInput = 0;
  const send = (kind: 'input' | 'visible' | 'hidden', agoMs = 0) => {
    lastSent = Date.now();
    void invoke('timer:activity', { kind, agoMs }).catch(() => undefined);
  };
  const onInput = () => {
    if (!running()) return;
    lastInput = Date.now();
    const wait = lastSent + THROTTLE_MS - lastInput;
    if (wait <= 0) return send('input');
    // The burst's last input, told with its age: the core dates it when it happened.
    trailing ??= setTimeout(() => {
      trailing = undefined;
      send('input', Math.min(60_000, Date.now() - lastInput));
    }, wait);
  };
  const onVisibility = () => {
    if (running()) send(document.visibilityState === 'hidden' ? 'hidden' : 'visible');
  };
  for (const e of INPUT_EVENTS) window.addEventListener(e, onInput, { passive: true, capture: true });
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(trailing);
    for (const e of INPUT_EVENTS) window.removeEventListener(e, onInput, { capture: true });
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
