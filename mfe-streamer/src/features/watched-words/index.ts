export { AdminWatchedWordsPage, StreamerWatchedWordsPage } from './WatchedWordsPages';
