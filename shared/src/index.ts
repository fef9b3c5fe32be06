export * from './contract';
export * from './media';
