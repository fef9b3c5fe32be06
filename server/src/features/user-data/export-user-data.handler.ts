import type { Handler } from '../../http/handler';
import { requireUser } from '../../http/require-user';

/**
 * Everything stored about the signed-in user (GDPR-style access), as plain JSON. Twitch tokens are secrets and
 * stay out; that a channel is connected (and which) is in.
 */
export const exportUserData: Handler<'client/userData/exportUserData'> = async ({ ctx, caller }) => {
  const user = requireUser(caller);
  const db = ctx.db;
  const [likes, follows, channelBlocks, userBlocks, comments, reports, clips, clipRequests, activity, twitch, uploads] = await Promise.all([
    db.selectFrom('likes').select(['clip_id as internalClipId', 'created_at as createdAt']).where('user_id', '=', user.id).orderBy('created_at').execute(),
    db.selectFrom('follows').select(['channel_login as channelLogin', 'created_at as createdAt']).where('user_id', '=', user.id).orderBy('created_at').execute(),
    db.selectFrom('channel_blocks').select(['channel_login as channelLogin', 'created_at as createdAt']).where('user_id', '=', user.id).orderBy('created_at').execute(),
    db
      .selectFrom('user_blocks')
      .innerJoin('users', 'users.id', 'user_blocks.blocked_user_id')
      .select(['users.username as userName', 'user_blocks.created_at as createdAt'])
      .where('user_blocks.user_id', '=', user.id)
      .orderBy('user_blocks.created_at')
      .execute(),
    db.selectFrom('comments').select(['id as commentId', 'clip_id as internalClipId', 'text as commentText', 'created_at as createdAt']).where('user_id', '=', user.id).orderBy('created_at').execute(),
    db
      .selectFrom('reports')
      .select(['id as reportId', 'target_kind as targetKind', 'clip_id as internalClipId', 'channel_login as channelLogin', 'comment_id as commentId', 'reason', 'status', 'created_at as createdAt'])
      .where('reporter_user_id', '=', user.id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('clips')
      .select(['id as internalClipId', 'channel_login as channelLogin', 'title as clipTitle', 'status', 'source_url as sourceUrl', 'created_at as createdAt'])
      .where('submitter_user_id', '=', user.id)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('clip_requests').select(['id as requestId', 'clip_id as internalClipId', 'channel_login as channelLogin', 'status', 'created_at as createdAt']).where('submitter_user_id', '=', user.id).orderBy('created_at').execute(),
    db.selectFrom('activity_events').select(['activity_name as activityName', 'platform_data as platformData', 'created_at as createdAt']).where('user_id', '=', user.id).orderBy('id').execute(),
    db.selectFrom('twitch_tokens').select(['twitch_user_id as twitchUserId', 'expires_at as tokenExpiresAt']).where('user_id', '=', user.id).executeTakeFirst(),
    db.selectFrom('uploads').select(['id as uploadId', 'size_bytes as sizeBytes', 'created_at as createdAt', 'clip_id as internalClipId']).where('user_id', '=', user.id).orderBy('created_at').execute(),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    userData: {
      account: {
        userId: user.id,
        firebaseUid: user.firebase_uid,
        username: user.username,
        email: user.email,
        hasVerifiedEmail: user.has_verified_email,
        isAdmin: user.is_admin,
        hasProfilePicture: user.has_profile_picture,
        profileImageVersion: user.profile_image_version,
        streamerChannelLogin: user.streamer_channel_login,
        createdAt: user.created_at,
      },
      twitchConnection: twitch ? { twitchUserId: twitch.twitchUserId, channelLogin: user.streamer_channel_login } : null,
      likes,
      follows,
      channelBlocks,
      userBlocks,
      comments,
      reports,
      submittedClips: clips,
      clipRequests,
      activity,
      uploads,
    },
  };
};
