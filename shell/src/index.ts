// Only dynamic imports: the federation runtime negotiates the shared singletons first.
//
// The libraries are evaluated one group per task (issue 13, ADR 0115): evaluated together with the shell's own modules
// they were one task of about 40 ms (160 ms under a phone's 4x slower CPU, all of it blocking time). Each step waits
// for a task of its own, so the browser can paint and answer input between them; the order is the dependency order,
// so each step finds what it needs already evaluated.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  // MUI's base (emotion, @mui/system, the default theme) before its components: the same modules the shared copy of
  // @mui/material uses in this build, so evaluating them here leaves that copy less to do in its own task.
  await Promise.all([import('@emotion/react'), import('@emotion/styled')]);
  await nextTask();
  await import('@mui/material/styles');
  await nextTask();
  await import('@mui/material/ButtonBase');
  await nextTask();
  await import('@mui/material/Modal');
  await nextTask();
  const { Box } = await import('@mui/material');
  void Box;
  await nextTask();
  await import('@clipyard/shared');
  await nextTask();
  await import('./bootstrap');
}

void start();
