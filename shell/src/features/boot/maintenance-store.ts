import { createStore } from 'zustand/vanilla';

/**
 * While the API is in maintenance or does not answer, the boot's fallback routine keeps asking is-online; the
 * maintenance dialog reads this store. `retryNow` cuts the current wait short (the dialog's button).
 */
export interface MaintenanceState {
  down: boolean;
  /** When the next automatic attempt starts (ms since the epoch), null while one is running. */
  nextAttemptAt: number | null;
  retryNow: () => void;
}

export const maintenanceStore = createStore<MaintenanceState>(() => ({ down: false, nextAttemptAt: null, retryNow: () => undefined }));
