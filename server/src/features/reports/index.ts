import type { GroupHandlers } from '../../http/handler';
import { reportClip } from './report-clip.handler';
import { reportChannel } from './report-channel.handler';
import { reportComment } from './report-comment.handler';
import { getMyReports, getReportMessages, sendReportMessage } from './report-messages.handler';
import { appealClipModeration } from './appeal-clip-moderation.handler';
import { fileCounterNotice, fileTakedownNotice, getTakedownNotice } from './takedown.handler';

export const reportsHandlers = {
  'client/report/reportClip': reportClip,
  'client/report/reportChannel': reportChannel,
  'client/report/reportComment': reportComment,
  'client/report/getMyReports': getMyReports,
  'client/report/getReportMessages': getReportMessages,
  'client/report/sendReportMessage': sendReportMessage,
  'client/report/appealClipModeration': appealClipModeration,
  'client/report/fileTakedownNotice': fileTakedownNotice,
  'client/report/getTakedownNotice': getTakedownNotice,
  'client/report/fileCounterNotice': fileCounterNotice,
} satisfies GroupHandlers<'reports'>;
