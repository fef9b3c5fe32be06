export { ChannelPage } from './ChannelPage';
export { channelPageStrings } from './i18n';
