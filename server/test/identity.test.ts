import { spawn } from 'node:child_process';
import path from 'node:path';
import { createFirebaseVerifier } from '../src/auth/firebase-verifier';
import { emulatorBindingProblem, emulatorNetworkWarning, isLoopbackHost, loadConfig } from '../src/config';
import { createTestServer, createTestUser, type TestServer, uniqueUsername } from './support';

/** An unsigned token naming a real uid: what anyone who knows a uid could make. */
function forgeUnsigned(uid: string): string {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    iss: 'https://securetoken.google.com/demo-clipyard',
    aud: 'demo-clipyard',
    sub: uid,
    user_id: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'password', identities: {} },
  })}.`;
}

describe('identity: emulator mode is development only', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('production (a real project, no emulator) refuses the same forged unsigned token the emulator mode accepts', async () => {
    const user = await createTestUser({ server, username: uniqueUsername('id') });
    const forged = forgeUnsigned(user.uid);
    const emulator = createFirebaseVerifier({ projectId: 'demo-clipyard', emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099' });
    const production = createFirebaseVerifier({ projectId: 'demo-clipyard' });
    try {
      // Emulator mode trusts it (by design: that is why it must stay on this machine)...
      expect(await emulator.verify(forged, false)).toMatchObject({ uid: user.uid });
      // ...production never does, even with FIREBASE_AUTH_EMULATOR_HOST left in the environment (as it is here).
      expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeTruthy();
      expect(await production.verify(forged, false)).toBeNull();
      expect(await production.verify(forged, true)).toBeNull();
      expect(await production.verify(user.idToken, false)).toBeNull(); // the emulator's own tokens are unsigned too
    } finally {
      await emulator.close();
      await production.close();
    }
  });

  test('emulator mode binds to loopback by default and refuses a network address without the development flag', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'real-project' }).host).toBe('0.0.0.0');
    expect(emulatorBindingProblem(loadConfig({}))).toBeNull();
    expect(emulatorBindingProblem(loadConfig({ HOST: '0.0.0.0' }))).toMatch(/Refusing to listen on 0\.0\.0\.0/);
    expect(emulatorBindingProblem(loadConfig({ HOST: '0.0.0.0', DEV_ALLOW_EMULATOR_ON_NETWORK: '1' }))).toBeNull();
    expect(emulatorBindingProblem(loadConfig({ HOST: '0.0.0.0', FIREBASE_PROJECT_ID: 'real-project' }))).toBeNull();
    // Let onto the network by the flag: main.ts prints this banner first; no warning on loopback or in production.
    expect(emulatorNetworkWarning(loadConfig({ HOST: '0.0.0.0', DEV_ALLOW_EMULATOR_ON_NETWORK: '1' }))).toMatch(/^WARNING: Firebase Auth emulator mode on 0\.0\.0\.0 .*tokens are NOT verified/);
    expect(emulatorNetworkWarning(loadConfig({}))).toBeNull();
    expect(emulatorNetworkWarning(loadConfig({ HOST: '0.0.0.0', FIREBASE_PROJECT_ID: 'real-project' }))).toBeNull();
    for (const host of ['127.0.0.1', '::1', '[::1]', 'localhost', '127.1.2.3']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', '10.0.0.1']) expect(isLoopbackHost(host)).toBe(false);
  });

  test('main.ts exits with the reason when asked to listen on the network in emulator mode', async () => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/main.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, NODE_OPTIONS: '', HOST: '0.0.0.0', PORT: '20039', DATA_DIR: 'memory', SEED: 'false', DEV_ALLOW_EMULATOR_ON_NETWORK: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/Refusing to listen on 0\.0\.0\.0 in Firebase Auth emulator mode/);
  });
});
