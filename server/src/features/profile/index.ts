import type { GroupHandlers } from '../../http/handler';
import { checkEmailVerification } from './check-email-verification.handler';
import { profileDetails } from './profile-details.handler';
import { removeProfileImage } from './remove-profile-image.handler';
import { uploadProfileImage } from './upload-profile-image.handler';

export const profileHandlers = {
  'client/profile/profileDetails': profileDetails,
  'client/profile/checkEmailVerification': checkEmailVerification,
  'client/profile/uploadProfileImage': uploadProfileImage,
  'client/profile/removeProfileImage': removeProfileImage,
} satisfies GroupHandlers<'profile'>;
