export { ChannelCollections } from './ChannelCollections';
export { CollectionPage } from './CollectionPage';
