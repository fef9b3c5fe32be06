import type { GroupHandlers } from '../../http/handler';
import { exportUserData } from './export-user-data.handler';

export const userDataHandlers = {
  'client/userData/exportUserData': exportUserData,
} satisfies GroupHandlers<'user-data'>;
