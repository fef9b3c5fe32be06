import { isDatabaseUnavailable } from '../src/db/db-errors';

/** Which database failures the API answers with 503 TEMPORARILY_UNAVAILABLE (the rest stay 500 or their own code). */
describe('isDatabaseUnavailable', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['an administrator shut the server down', pgError('57P01', 'terminating connection due to administrator command')],
    ['the server is starting up', pgError('57P03', 'the database system is starting up')],
    ['a connection failure (class 08)', pgError('08006')],
    ['too many connections', pgError('53300')],
    ['a statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a refused connection on every address of a host', new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], 'connect failed')],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['no free connection within the pool bound', new Error('timeout exceeded when trying to connect')],
    ['no answer within the query bound', new Error('Query read timeout')],
    ['a cause that is one of these', new Error('wrapped', { cause: pgError('57P02') })],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['an invalid byte sequence (NUL in text)', pgError('22021')],
    ['a syntax error (our bug)', pgError('42601')],
    ['a plain error', new Error('boom')],
    ['not an error at all', 'Connection terminated'],
    ['null', null],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
