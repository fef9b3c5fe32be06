export { EmailPage } from './EmailPage';
export { VerifiedChip } from './VerifiedChip';
