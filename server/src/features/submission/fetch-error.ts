import { ApiError } from '../../http/api-error';
import { FetchProblem } from '../../net';

/** The safe fetcher's problems as the contract's codes (UNSAFE_URL, INVALID_URL, FETCH_FAILED...). */
export function asApiError(error: unknown): unknown {
  return error instanceof FetchProblem ? new ApiError(error.code, error.message) : error;
}
