export { ChannelMenu } from './ChannelMenu';
