import type { Handlers } from '../../http/handler';
import { accountRegistration } from './account-registration.handler';
import { checkEmailVerification } from './check-email-verification.handler';
import { checkUsernameInUse } from './check-username-in-use.handler';
import { deleteAccount } from './delete-account.handler';
import { profileDetails } from './profile-details.handler';
import { removeProfileImage } from './remove-profile-image.handler';
import { uploadProfileImage } from './upload-profile-image.handler';

export const accountsHandlers = {
  'client/userLogins/checkUsernameInUse': checkUsernameInUse,
  'client/userLogins/accountRegistration': accountRegistration,
  'client/userLogins/deleteAccount': deleteAccount,
  'client/profile/profileDetails': profileDetails,
  'client/profile/checkEmailVerification': checkEmailVerification,
  'client/profile/uploadProfileImage': uploadProfileImage,
  'client/profile/removeProfileImage': removeProfileImage,
} satisfies Partial<Handlers>;
