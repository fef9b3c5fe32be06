import type { Stack } from '../../../support/stack';
import { emulatorUrl, postJson } from './api';

/** The Auth emulator's admin REST API (Bearer owner), as the Firebase Admin SDK would call it. */
async function adminCall<T>(stack: Stack, action: string, body: unknown): Promise<T> {
  const response = await postJson(`${emulatorUrl(stack)}/identitytoolkit.googleapis.com/v1/projects/demo-clipyard/${action}`, body, { authorization: 'Bearer owner' });
  if (!response.ok) throw new Error(`emulator ${action} failed: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Whether the emulator holds an identity with this email (nothing half-made may stay behind). */
export async function identityExists(stack: Stack, email: string): Promise<boolean> {
  const answer = await adminCall<{ users?: unknown[] }>(stack, 'accounts:lookup', { email: [email] });
  return (answer.users ?? []).length > 0;
}

/** Disables an identity, as an admin would in the console: its next token refresh is refused (auth/user-disabled). */
export async function disableIdentity(stack: Stack, uid: string): Promise<void> {
  await adminCall(stack, 'accounts:update', { localId: uid, disableUser: true });
}
