import { Server } from '@tus/server';
import { type ErrorCode, errorCodeOfStatus, errorStatus } from '@clipyard/shared/contract';
import { ApiError } from '../../http/api-error';
import { failure } from '../../http/failure';

/** The one tus protocol version spoken here (the Tus-Resumable every request but OPTIONS must carry). */
export const TUS_VERSION = '1.0.0';

/** What a tus hook throws to answer the client: tus sends status_code and body as they are. */
export interface TusAnswer {
  status_code: number;
  body: string;
}

/** A failure in the JSON shape of every call, as tus answers it. */
export function tusFailure(errorCode: ErrorCode, message: string, status: number = errorStatus[errorCode]): TusAnswer {
  return { status_code: status, body: JSON.stringify(failure(errorCode, message)) };
}

/** What tus's own refusals (plain text, by status) mean in Clipyard's error codes. */
const TUS_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'UPLOAD_NOT_FOUND',
  410: 'UPLOAD_NOT_FOUND',
  412: 'UPLOAD_PROTOCOL_UNSUPPORTED',
  413: 'MEDIA_TOO_LARGE',
};

function isFailureBody(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && (parsed as { isSuccessful?: unknown }).isSuccessful === false;
  } catch {
    return false;
  }
}

/** A hook's ApiError (auth, quota, media checks) as its JSON answer; anything else is left to tus. */
export function answerOfHookError(error: unknown): TusAnswer | undefined {
  return error instanceof ApiError ? tusFailure(error.errorCode, error.message) : undefined;
}

/**
 * tus's Server, but every refusal it writes is the JSON failure shape of the calls ({ isSuccessful: false,
 * errorCode, message }, application/json): our hooks' answers as they are, tus's own plain-text ones (missing
 * Tus-Resumable, bad headers, unknown upload, too large, offset conflicts) mapped to a code by status. The status
 * stays tus's own, because tus clients decide on it whether to retry (409, 423) or give up. `write` is the one
 * place tus builds an error response (server.js), so the protocol handlers are untouched.
 */
export class JsonFailureTusServer extends Server {
  override async write(...[context, headers, status, body = '']: Parameters<Server['write']>): ReturnType<Server['write']> {
    if (status < 400) return super.write(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    // A client speaking another version learns which one this server speaks (tus 1.0.0, 412 Precondition Failed).
    if (status === 412) headers.set('Tus-Version', TUS_VERSION);
    const message = status === 412 ? `Send Tus-Resumable: ${TUS_VERSION}, the tus version this server speaks` : body.trim() || String(status);
    const json = isFailureBody(body) ? body : tusFailure(TUS_STATUS_CODES[status] ?? errorCodeOfStatus(status), message, status).body;
    return super.write(context, headers, status, json);
  }
}
