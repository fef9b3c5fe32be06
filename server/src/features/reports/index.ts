import type { GroupHandlers } from '../../http/handler';
import { reportClip } from './report-clip.handler';
import { reportChannel } from './report-channel.handler';
import { reportComment } from './report-comment.handler';

export const reportsHandlers = {
  'client/report/reportClip': reportClip,
  'client/report/reportChannel': reportChannel,
  'client/report/reportComment': reportComment,
} satisfies GroupHandlers<'reports'>;
