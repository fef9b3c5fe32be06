import { type Kysely, sql } from 'kysely';

/** The initial schema. Never edit a released migration: add a new numbered file. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id text PRIMARY KEY,
      firebase_uid text NOT NULL UNIQUE,
      username text NOT NULL,
      username_lower text NOT NULL UNIQUE,
      email text,
      is_anon_email boolean NOT NULL DEFAULT false,
      has_verified_email boolean NOT NULL DEFAULT false,
      is_admin boolean NOT NULL DEFAULT false,
      profile_image_version integer NOT NULL DEFAULT 0,
      has_profile_picture boolean NOT NULL DEFAULT false,
      streamer_channel_login text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE channels (
      login text PRIMARY KEY,
      display_name text NOT NULL,
      description text NOT NULL DEFAULT '',
      links jsonb NOT NULL DEFAULT '[]',
      tip_links jsonb NOT NULL DEFAULT '[]',
      request_policy text NOT NULL DEFAULT 'open' CHECK (request_policy IN ('open','approval','closed')),
      featured_clip_ids jsonb NOT NULL DEFAULT '[]',
      claimed_by_user_id text REFERENCES users(id) ON DELETE SET NULL,
      twitch_user_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX channels_display_name_lower ON channels (lower(display_name) text_pattern_ops);
    CREATE INDEX channels_login_pattern ON channels (login text_pattern_ops);

    CREATE TABLE clips (
      id text PRIMARY KEY,
      channel_login text NOT NULL REFERENCES channels(login),
      title text NOT NULL,
      status text NOT NULL CHECK (status IN ('awaiting_decision','processing','ready','failed','rejected','deleted')),
      failure_reason text,
      duration_seconds double precision,
      width integer,
      height integer,
      source_url text,
      upload_id text,
      submitter_user_id text REFERENCES users(id) ON DELETE SET NULL,
      like_count integer NOT NULL DEFAULT 0,
      view_count integer NOT NULL DEFAULT 0,
      media_version integer NOT NULL DEFAULT 1,
      renditions jsonb NOT NULL DEFAULT '[]',
      thumbnail_formats jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz
    );
    CREATE INDEX clips_new ON clips (published_at DESC, id DESC) WHERE status = 'ready';
    CREATE INDEX clips_top ON clips (like_count DESC, id DESC) WHERE status = 'ready';
    CREATE INDEX clips_channel_new ON clips (channel_login, published_at DESC, id DESC) WHERE status = 'ready';
    CREATE INDEX clips_submitter ON clips (submitter_user_id);

    CREATE TABLE clip_requests (
      id text PRIMARY KEY,
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      channel_login text NOT NULL REFERENCES channels(login),
      submitter_user_id text REFERENCES users(id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','rejected')),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    );
    CREATE INDEX clip_requests_queue ON clip_requests (channel_login, status, created_at DESC, id DESC);

    CREATE TABLE likes (
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, clip_id)
    );
    CREATE INDEX likes_clip ON likes (clip_id);

    CREATE TABLE follows (
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      channel_login text NOT NULL REFERENCES channels(login) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, channel_login)
    );
    CREATE INDEX follows_channel ON follows (channel_login);

    -- A channel block may name a channel that has no page yet (blocking is by login), so no foreign key.
    CREATE TABLE channel_blocks (
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      channel_login text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, channel_login)
    );

    CREATE TABLE user_blocks (
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      blocked_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, blocked_user_id)
    );

    CREATE TABLE comments (
      id text PRIMARY KEY,
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      user_id text REFERENCES users(id) ON DELETE SET NULL,
      user_name text NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX comments_clip ON comments (clip_id, created_at DESC, id DESC);

    CREATE TABLE reports (
      id text PRIMARY KEY,
      reporter_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      target_kind text NOT NULL CHECK (target_kind IN ('clip','channel','comment')),
      target_key text NOT NULL,
      clip_id text,
      channel_login text,
      comment_id text,
      comment_text text,
      commenter_user_name text,
      reason text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','dismissed','actioned')),
      created_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz
    );
    CREATE UNIQUE INDEX reports_one_open ON reports (reporter_user_id, target_key) WHERE status = 'open';
    CREATE INDEX reports_queue ON reports (status, created_at, id);

    CREATE TABLE chat_messages (
      id serial PRIMARY KEY,
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      offset_seconds double precision NOT NULL,
      user_name text NOT NULL,
      message text NOT NULL,
      color text
    );
    CREATE INDEX chat_messages_clip ON chat_messages (clip_id, offset_seconds);

    CREATE TABLE transcript_cues (
      id serial PRIMARY KEY,
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      language text NOT NULL,
      start_seconds double precision NOT NULL,
      end_seconds double precision NOT NULL,
      text text NOT NULL
    );
    CREATE INDEX transcript_cues_clip ON transcript_cues (clip_id, start_seconds);

    CREATE TABLE clip_views (
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      viewer_key text NOT NULL,
      counted_at timestamptz NOT NULL,
      PRIMARY KEY (clip_id, viewer_key)
    );

    CREATE TABLE activity_events (
      id serial PRIMARY KEY,
      user_id text REFERENCES users(id) ON DELETE SET NULL,
      activity_name text NOT NULL,
      platform_data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE oauth_states (
      state text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE twitch_tokens (
      user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      twitch_user_id text NOT NULL,
      access_token text NOT NULL,
      refresh_token text,
      expires_at timestamptz
    );

    CREATE TABLE encode_jobs (
      id serial PRIMARY KEY,
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('source','x265','av1','thumbnail')),
      priority integer NOT NULL,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued','running','done','failed')),
      attempts integer NOT NULL DEFAULT 0,
      max_attempts integer NOT NULL DEFAULT 3,
      progress double precision NOT NULL DEFAULT 0,
      failure_reason text,
      locked_by text,
      lease_expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      UNIQUE (clip_id, kind)
    );
    CREATE INDEX encode_jobs_next ON encode_jobs (state, priority, id);

    CREATE TABLE uploads (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      size_bytes bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      clip_id text
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS uploads, encode_jobs, twitch_tokens, oauth_states, activity_events, clip_views,
      transcript_cues, chat_messages, reports, comments, user_blocks, channel_blocks, follows, likes,
      clip_requests, clips, channels, users CASCADE;
  `.execute(db);
}
