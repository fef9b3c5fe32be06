import { DetailedError, type HttpResponse } from 'tus-js-client';
import { tusErrorCode } from './tus-error';

function refused(status: number, body: string): DetailedError {
  const response: HttpResponse = { getStatus: () => status, getHeader: () => undefined, getBody: () => body, getUnderlyingObject: () => null };
  // (The typings declare no 4-argument constructor: the fields are set as tus-js-client sets them.)
  return Object.assign(new DetailedError('tus: unexpected response'), { originalResponse: response, causingError: null });
}

const failure = (errorCode: string) => JSON.stringify({ isSuccessful: false, errorCode, message: 'server prose, never shown' });

test('reads the errorCode of the server’s JSON refusal', () => {
  expect(tusErrorCode(refused(422, failure('MEDIA_INVALID')))).toBe('MEDIA_INVALID');
  expect(tusErrorCode(refused(429, failure('UPLOAD_QUOTA_EXCEEDED')))).toBe('UPLOAD_QUOTA_EXCEEDED');
  expect(tusErrorCode(refused(412, failure('UPLOAD_PROTOCOL_UNSUPPORTED')))).toBe('UPLOAD_PROTOCOL_UNSUPPORTED');
  expect(tusErrorCode(refused(401, failure('NOT_AUTHORISED')))).toBe('NOT_AUTHORISED');
});

test('falls back on the status when the body is not ours, and an unknown code is not trusted', () => {
  expect(tusErrorCode(refused(401, 'Unauthorized'))).toBe('NOT_AUTHORISED');
  expect(tusErrorCode(refused(502, '<html>Bad gateway</html>'))).toBe('INTERNAL_ERROR');
  expect(tusErrorCode(refused(400, failure('NOT_A_REAL_CODE')))).toBe('BAD_REQUEST');
});

test('no answer at all (the network) has no code', () => {
  expect(tusErrorCode(Object.assign(new DetailedError('tus: failed to upload chunk'), { originalResponse: null, causingError: new Error('network') }))).toBeNull();
  expect(tusErrorCode(new Error('tus: no file or stream to upload provided'))).toBeNull();
});
