/**
 * Runs `work` every `intervalMs` in the background (main.ts's dispatchers and folders), never two runs at once: a slow
 * run is not stacked on, and the next tick after it ends picks up what is left. A failed run goes to `onFailure` and
 * the next tick tries again. The timer never keeps the process alive. Answers a stop function that clears the timer
 * and waits for a run in progress.
 */
export function runEvery(intervalMs: number, work: () => Promise<unknown>, onFailure: (error: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= work()
      .catch(onFailure)
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
