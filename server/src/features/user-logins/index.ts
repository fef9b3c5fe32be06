import type { GroupHandlers } from '../../http/handler';
import { accountRegistration } from './account-registration.handler';
import { checkUsernameInUse } from './check-username-in-use.handler';
import { deleteAccount } from './delete-account.handler';

export const userLoginsHandlers = {
  'client/userLogins/checkUsernameInUse': checkUsernameInUse,
  'client/userLogins/accountRegistration': accountRegistration,
  'client/userLogins/deleteAccount': deleteAccount,
} satisfies GroupHandlers<'user-logins'>;
