export * from './media-paths';
export * from './pick-rendition';
