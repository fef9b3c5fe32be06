export { DisconnectChannelPage } from './DisconnectChannelPage';
