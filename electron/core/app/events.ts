import type { AppEvent, AppEventPayload } from '../../../shared/app/contract';

/** A listener of one app event. */
export type AppEventListener<E extends AppEvent> = (payload: AppEventPayload<E>) => void;

/** The core's event hub: the IPC binding and the web bridge subscribe; a failing listener never breaks a commit. */
export class AppEvents {
  private readonly listeners = new Map<AppEvent, Set<(payload: never) => void>>();

  /** Subscribes; returns the unsubscribe function. */
  on<E extends AppEvent>(event: E, listener: AppEventListener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    const l = listener as (payload: never) => void;
    set.add(l);
    return () => set.delete(l);
  }

  /** Tells every listener of the event. */
  emit<E extends AppEvent>(event: E, payload: AppEventPayload<E>): void {
    for (const l of this.listeners.get(event) ?? []) {
      try {
        (l as AppEventListener<E>)(payload);
      } catch (e) {
        console.error(`psa: a listener of ${event} failed:`, e);
      }
    }
  }

  /** Drops every listener (on close). */
  clear(): void {
    this.listeners.clear();
  }
}
