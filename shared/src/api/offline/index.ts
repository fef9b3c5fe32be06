export { connectionState, isBrowserOffline, isOffline, reportSavedAnswer, resetConnection, subscribeConnection, type ConnectionState } from './connection';
export { isOfflineReadCall, OFFLINE_READ_CALLS } from './read-calls';
export { forgetSignedInAnswers, loadAnswer, MAX_SAVED_ANSWERS, SAVED_ANSWERS_CACHE, saveAnswer, savedAnswerKey, savedAnswerKeysToTry, tokenUser } from './saved-answers';
