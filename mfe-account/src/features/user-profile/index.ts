export { UserProfilePage, checkImageFile } from './UserProfilePage';
