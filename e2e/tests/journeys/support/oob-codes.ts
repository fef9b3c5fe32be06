import { expect } from '@playwright/test';
import type { Stack } from '../../../support/stack';
import { emulatorUrl } from './api';

export type OobRequestType = 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'VERIFY_AND_CHANGE_EMAIL';

interface OobCode {
  email: string;
  newEmail?: string;
  requestType: OobRequestType;
  oobCode: string;
  oobLink: string;
}

/** The demo project of the Auth emulator (scripts/auth-emulator.mjs). */
const PROJECT_ID = 'demo-clipyard';

/**
 * The newest out-of-band code the Auth emulator "sent" to this address (its REST API stands in for the inbox).
 * Several runs share the emulator: the address is unique per test, so the filter finds only this test's emails.
 */
export async function readOobCode(stack: Stack, email: string, requestType: OobRequestType): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${emulatorUrl(stack)}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
        const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
        found = oobCodes.filter((code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === requestType).at(-1);
        return found?.oobCode ?? null;
      },
      { message: `a ${requestType} email to ${email}` },
    )
    .not.toBeNull();
  return found!;
}

/**
 * The site's own page for the link (ADR 0053): the emulator's link opens its own handler, a production project sets
 * the site's action page as the action URL, which receives the same query (mode, oobCode, apiKey, continueUrl).
 */
export function actionPagePath(code: OobCode): string {
  return `/account/action${new URL(code.oobLink).search}`;
}

/** Where the email says to continue: the site's action page (the settings the shell sends with every email). */
export function continueUrl(code: OobCode): string | null {
  return new URL(code.oobLink).searchParams.get('continueUrl');
}
