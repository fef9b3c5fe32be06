/** Why a URL could not be fetched; `code` is the contract's error code the submitter sees. */
export class FetchProblem extends Error {
  constructor(
    readonly code: 'UNSAFE_URL' | 'FETCH_FAILED' | 'MEDIA_TOO_LARGE' | 'INVALID_URL',
    message: string,
  ) {
    super(message);
    this.name = 'FetchProblem';
  }
}
