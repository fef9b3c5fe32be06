import { loadConfig } from '../src/config';
import { callFail, callOk, createTestServer, type TestServer } from './support';

/** MAINTENANCE=true: the shell asks is-online at start and shows its maintenance dialog (SPEC section 4). */
describe('maintenance mode', () => {
  test('MAINTENANCE=true is read from the environment; anything else is off', () => {
    expect(loadConfig({ MAINTENANCE: 'true' }).maintenance).toBe(true);
    expect(loadConfig({ MAINTENANCE: 'false' }).maintenance).toBe(false);
    expect(loadConfig({}).maintenance).toBe(false);
  });

  describe('with MAINTENANCE=true', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer({ configure: (config) => (config.maintenance = true) });
    });
    afterAll(async () => {
      await server?.close();
    });

    test('is-online answers 503 MAINTENANCE with a message, never 500', async () => {
      const answer = await callFail(server, 'is-online', {});
      expect(answer.status).toBe(503);
      expect(answer).toMatchObject({ isSuccessful: false, errorCode: 'MAINTENANCE' });
    });
  });

  describe('without it', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer();
    });
    afterAll(async () => {
      await server?.close();
    });

    test('is-online answers that the API is online', async () => {
      expect(await callOk(server, 'is-online', {})).toMatchObject({ isSuccessful: true, isOnline: true });
    });
  });
});
