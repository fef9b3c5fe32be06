export { apiCallsInFlight, callApi, callApiResult, onAccountSuspended, onCallSucceeded, type ApiResult, type ApiFailure } from './call-api';
export { apiConfig, configureApi, type ApiConfig } from './config';
export { clientErrorCodes, failureCode, type ClientErrorCode, type ApiErrorCode } from './errors';
export { FIRST_DATA_ID, firstClip, firstFrontpage, forgetFirstClip, forgetFirstFrontpage, resetFirstData } from './first-data';
export { connectionState, isBrowserOffline, isOffline, subscribeConnection, type ConnectionState } from './offline/connection';
export { forgetSignedInAnswers } from './offline/saved-answers';
// The session's hooks into the cache (setQueryViewer, patchCachedClip) stay inside the kernel.
export {
  CallFailedError,
  queryClient,
  useQueryViewer,
  useViewerListQuery,
  useViewerQuery,
  type ListAnswer,
  type ListPage,
  type OneAnswer,
  type ViewerListOptions,
  type ViewerQueryOptions,
} from './server-state';
