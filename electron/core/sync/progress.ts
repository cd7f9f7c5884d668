/** Where a sync is: its phase and how far through it. */
export interface Progress {
  phase: 'push' | 'pull' | 'done';
  /** What is being pulled, during the pull phase. */
  step?: string;
  done: number;
  total: number;
}
