import { startTransition, useEffect, useState } from 'react';

/**
 * Renders a page in parts (issue 13: Total Blocking Time). Stage 0 is what the HTML's first view stands in for (the
 * player and the title); each further stage mounts in a task of its own after the previous commit, so no single task
 * renders, styles and lays out the whole page. Counting starts once `ready` is true (the clip is there).
 */
export function useRenderStages(last: number, ready: boolean): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (!ready || stage >= last) return;
    // A macrotask, not a microtask: the browser may paint and handle input between two stages.
    const timer = setTimeout(() => startTransition(() => setStage((current) => current + 1)), 0);
    return () => clearTimeout(timer);
  }, [ready, stage, last]);
  return stage;
}
