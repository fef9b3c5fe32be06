import { callApiResult } from '@clipyard/shared';

export type SubmissionChoice = 'approval' | 'open';

/**
 * Saves the connect step's choice through the page editor's own call (setChannelProfile), which takes the whole page:
 * the page is read first and written back unchanged but for the policy. The kana reading is left out (absent keeps
 * it). Answers null on success, or the error code.
 */
export async function saveSubmissionPolicy(channelLogin: string, requestPolicy: SubmissionChoice): Promise<string | null> {
  const read = await callApiResult('client/channel/getChannelProfile', { channelLogin });
  if (!read.ok) return read.errorCode;
  const page = read.data.channelProfile;
  const saved = await callApiResult('client/channel/setChannelProfile', {
    channelLogin,
    displayName: page.displayName,
    description: page.description,
    links: page.links,
    tipLinks: page.tipLinks,
    requestPolicy,
    featuredClipIds: page.featuredClipIds,
  });
  return saved.ok ? null : saved.errorCode;
}
