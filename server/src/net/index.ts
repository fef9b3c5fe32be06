export { isAllowlisted, isPublicAddress } from './address-policy';
export { assertFetchableUrl } from './check-url';
export { FetchProblem } from './fetch-problem';
export { pinnedRequest } from './pinned-connection';
export { type Resolver, systemResolver } from './resolver';
export { type DownloadPolicy, downloadToFile } from './safe-download';
