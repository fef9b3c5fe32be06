import { defineConfig } from '@playwright/test';

/**
 * The e2e suite runs in the system Chromium (never a downloaded one) against the whole stack:
 * production builds of the shell and remotes on their static servers, the API (in-memory PGlite)
 * and the Firebase Auth emulator. Ports come from E2E_PORT_BASE so two stacks can run at once.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // Separate folders when two runs share this checkout (E2E_OUTPUT_DIR), as ports do (E2E_PORT_BASE).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  globalSetup: require.resolve('./support/global-setup.ts'),
  // A test's whole time. Generous for the same reason as expect's below: run 8 (the jest lane and other work beside it)
  // took 72 s for the five-page email-change journey, which has no time limit of its own.
  timeout: 120_000,
  // How long an assertion waits for what a person should see. The suite asserts what is shown, never how fast (speed
  // is bench/'s, issue 25): on the 2-core machine with the jest lane beside it a cold clip page reached its comments
  // 13 s after navigation (run 8: the page renders in stages, then the comments call), past the old 10 s.
  expect: { timeout: 30_000 },
  // Two cores shared by everyone: one worker unless asked otherwise.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  // No retries, in CI either (issue 25): a test that passes only on its second try is a failure to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    // A trace records DOM snapshots and a screencast of every action of every test, kept or not: a quarter of the
    // browser's CPU on the a11y file (26.2 s against 19.6 s, 2026-12-01), on a 2-core CI that is CPU-bound. CI's
    // failures are read from the printed error context ([why] blocks) and screenshots, never from a trace, so CI
    // records none; a local run keeps a failing test's trace.
    trace: process.env.CI === 'true' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // TOOLCHAIN.md: as root, no sandbox; the closed network refuses Chromium's background connections.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
