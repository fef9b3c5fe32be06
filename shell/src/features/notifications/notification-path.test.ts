import { notificationPath } from './NotificationPanel';

/** Where an entry leads (the server's push uses the same rule); issue 22 item 1: a moderator's message to the report's thread. */
const entry = { channelLogin: null, internalClipId: null, clipGone: false, reportId: null } as const;

test('report_message leads to the person’s report thread on /account/reports, the report named in ?report=', () => {
  expect(notificationPath({ ...entry, kind: 'report_message', reportId: 'rep_42' })).toBe('/account/reports?report=rep_42');
  // An id is a query value: anything outside the URL-safe set is encoded, never read as a second parameter.
  expect(notificationPath({ ...entry, kind: 'report_message', reportId: 'a&b=c d' })).toBe('/account/reports?report=a%26b%3Dc%20d');
});

test('report_message without a report id still leads to the list of the person’s reports', () => {
  expect(notificationPath({ ...entry, kind: 'report_message' })).toBe('/account/reports');
  expect(notificationPath({ ...entry, kind: 'report_message', reportId: undefined })).toBe('/account/reports');
});

test('report_message is not sent to a clip or channel, even when the entry names one', () => {
  expect(notificationPath({ ...entry, kind: 'report_message', reportId: 'rep_1', channelLogin: 'alice', internalClipId: 'clip001', clipGone: true })).toBe(
    '/account/reports?report=rep_1',
  );
  // The other kinds keep their rule.
  expect(notificationPath({ ...entry, kind: 'comment_reply', channelLogin: 'alice', internalClipId: 'clip001' })).toBe('/alice/clip/clip001');
});
