/**
 * The demo world: a handful of channels (some Japanese), users, clips with Japanese and English titles, comments,
 * replayed chat and transcripts. Plain data so the seed logic stays small; ages are hours before seeding so the
 * frontpage periods (24 h, 7 d, 30 d, all) and trending all have something to show.
 */

export interface DemoUser {
  key: string;
  username: string;
  isAdmin?: boolean;
}

export interface DemoChannel {
  login: string;
  displayName: string;
  /** Kana reading of a Japanese display name (search finds it by reading). */
  reading?: string;
  description: string;
  links?: { label: string; url: string }[];
  tipLinks?: { platform: 'kofi' | 'streamlabs' | 'paypal' | 'patreon' | 'buymeacoffee' | 'other'; url: string }[];
  requestPolicy?: 'open' | 'approval' | 'closed';
}

export interface DemoClip {
  key: string;
  channel: string;
  title: string;
  submitter: string;
  ageHours: number;
  seconds: number;
  views: number;
  likedBy: string[];
  /** Top-level comments; `replies` sit under one (ADR 0117), `mentions` naming the users its `@name`s name. */
  comments?: { by: string; text: string; ageHours: number; replies?: { by: string; text: string; ageHours: number; mentions?: string[] }[] }[];
  chat?: { at: number; user: string; message: string; color?: string }[];
  transcript?: { language: string; cues: { start: number; end: number; text: string }[] };
  /** A clip request waiting for the channel's streamer (status awaiting_decision, a pending clip_requests row). */
  awaitingDecision?: boolean;
}

export const demoUsers: DemoUser[] = [
  { key: 'mod', username: 'clipyard_mod', isAdmin: true },
  { key: 'aki', username: 'aki_watches' },
  { key: 'haru', username: 'はるか' },
  { key: 'leo', username: 'leo_clips' },
  { key: 'mina', username: 'ミナ_jp' },
  { key: 'sam', username: 'samfan22' },
];

export const demoChannels: DemoChannel[] = [
  {
    login: 'pixelpioneer',
    displayName: 'PixelPioneer',
    description: 'Retro platformers, pixel art and the occasional speedrun attempt.',
    links: [{ label: 'Website', url: 'https://example.com/pixelpioneer' }],
    tipLinks: [{ platform: 'kofi', url: 'https://ko-fi.com/pixelpioneer' }],
  },
  {
    login: 'yukihana_ch',
    displayName: '雪花チャンネル',
    reading: 'ゆきはなちゃんねる',
    description: '雪花のゲーム実況チャンネルです。ホラーゲームとRPGを中心に配信しています。',
    tipLinks: [{ platform: 'streamlabs', url: 'https://streamlabs.com/yukihana_ch/tip' }],
  },
  {
    login: 'speedrun_sam',
    displayName: 'SpeedrunSam',
    description: 'Any% runs, glitch hunting and route planning.',
    requestPolicy: 'approval',
  },
  {
    login: 'tanuki_gaming',
    displayName: 'たぬきゲーム実況',
    reading: 'たぬきげーむじっきょう',
    description: 'たぬきがまったりゲームを遊ぶチャンネル。',
    links: [{ label: 'X', url: 'https://x.com/tanuki_gaming' }],
  },
  {
    login: 'nightowl_live',
    displayName: 'NightOwl Live',
    description: 'Late-night strategy games and chill music.',
    tipLinks: [{ platform: 'paypal', url: 'https://paypal.me/nightowllive' }],
  },
  {
    login: 'sakura_beats',
    displayName: 'さくらビーツ',
    description: 'リズムゲームと作曲配信。Rhythm games and live composing.',
  },
];

export const demoClips: DemoClip[] = [
  // Two requests waiting on speedrun_sam (its request policy is 'approval'): the demo streamer reviews them.
  { key: 'r1', channel: 'speedrun_sam', title: 'Frame-perfect skip on the first try', submitter: 'leo', ageHours: 2, seconds: 4, views: 0, likedBy: [], awaitingDecision: true },
  { key: 'r2', channel: 'speedrun_sam', title: 'The route planning whiteboard moment', submitter: 'mina', ageHours: 5, seconds: 4, views: 0, likedBy: [], awaitingDecision: true },
  {
    key: 'c1',
    channel: 'pixelpioneer',
    title: 'Frame-perfect jump on the first try',
    submitter: 'aki',
    ageHours: 3,
    seconds: 4,
    views: 120,
    likedBy: ['aki', 'haru', 'leo', 'mina'],
    comments: [
      {
        by: 'leo',
        text: 'No way that was the first try',
        ageHours: 2,
        replies: [
          { by: 'aki', text: '@leo_clips it really was, I was watching live', ageHours: 1.8, mentions: ['leo'] },
          { by: 'sam', text: 'Clip of the week for sure', ageHours: 1.5 },
        ],
      },
      { by: 'haru', text: 'すごい！完璧なジャンプ', ageHours: 1 },
    ],
    chat: [
      { at: 0.5, user: 'retro_rob', message: 'here it comes', color: '#ff7f50' },
      { at: 2.1, user: 'pixel_pal', message: 'POG' },
      { at: 3.4, user: 'ゆうき', message: 'うまい！', color: '#1e90ff' },
    ],
    transcript: {
      language: 'en',
      cues: [
        { start: 0, end: 1.8, text: 'Okay, one more time, here we go.' },
        { start: 1.8, end: 4, text: 'Yes! First try, chat!' },
      ],
    },
  },
  {
    key: 'c2',
    channel: 'yukihana_ch',
    title: 'ホラーゲームで本気の悲鳴',
    submitter: 'haru',
    ageHours: 8,
    seconds: 5,
    views: 340,
    likedBy: ['haru', 'mina', 'aki', 'sam', 'leo'],
    comments: [
      { by: 'mina', text: 'びっくりした笑', ageHours: 6, replies: [{ by: 'haru', text: '@ミナ_jp わかる、私も声が出た', ageHours: 5.5, mentions: ['mina'] }] },
      { by: 'sam', text: 'That scream was real', ageHours: 5 },
    ],
    chat: [
      { at: 1, user: 'こうた', message: '来るぞ来るぞ' },
      { at: 3.2, user: 'kuro_neko', message: 'www', color: '#9acd32' },
      { at: 4.5, user: 'ゆき推し', message: '草' },
    ],
    transcript: {
      language: 'ja',
      cues: [
        { start: 0, end: 2, text: 'え、待って、何か聞こえた？' },
        { start: 2, end: 5, text: 'きゃああああ！' },
      ],
    },
  },
  {
    key: 'c3',
    channel: 'speedrun_sam',
    title: 'New personal best by 0.4 seconds',
    submitter: 'sam',
    ageHours: 20,
    seconds: 6,
    views: 95,
    likedBy: ['sam', 'leo'],
    comments: [{ by: 'aki', text: 'GG, the route change paid off', ageHours: 18 }],
  },
  {
    key: 'c4',
    channel: 'tanuki_gaming',
    title: 'たぬき、まさかの大逆転',
    submitter: 'mina',
    ageHours: 30,
    seconds: 4,
    views: 210,
    likedBy: ['mina', 'haru', 'aki'],
    comments: [{ by: 'haru', text: '最後の一撃がかっこいい', ageHours: 25 }],
    chat: [
      { at: 0.8, user: 'ぽんぽこ', message: 'いけー！' },
      { at: 2.5, user: 'leaf_fox', message: 'clutch!!', color: '#daa520' },
    ],
  },
  {
    key: 'c5',
    channel: 'nightowl_live',
    title: 'The 3 a.m. flank nobody saw coming',
    submitter: 'leo',
    ageHours: 50,
    seconds: 5,
    views: 60,
    likedBy: ['leo'],
  },
  {
    key: 'c6',
    channel: 'sakura_beats',
    title: '全国ランキング1位のフルコンボ',
    submitter: 'haru',
    ageHours: 72,
    seconds: 6,
    views: 480,
    likedBy: ['haru', 'mina', 'aki', 'leo', 'sam', 'mod'],
    comments: [
      { by: 'aki', text: 'Those fingers are not human', ageHours: 70 },
      { by: 'mina', text: '神プレイ', ageHours: 60 },
    ],
    transcript: {
      language: 'ja',
      cues: [
        { start: 0, end: 3, text: 'ラストいきます。' },
        { start: 3, end: 6, text: 'フルコンボ！ありがとう！' },
      ],
    },
  },
  {
    key: 'c7',
    channel: 'pixelpioneer',
    title: 'Pixel art timelapse: the castle',
    submitter: 'leo',
    ageHours: 120,
    seconds: 3,
    views: 45,
    likedBy: ['haru'],
  },
  {
    key: 'c8',
    channel: 'yukihana_ch',
    title: 'RPGのボス戦、残りHP1で勝利',
    submitter: 'mina',
    ageHours: 200,
    seconds: 5,
    views: 150,
    likedBy: ['mina', 'aki'],
    comments: [{ by: 'leo', text: 'HP 1! Unreal', ageHours: 190 }],
  },
  {
    key: 'c9',
    channel: 'speedrun_sam',
    title: 'Wrong warp explained in 5 seconds',
    submitter: 'aki',
    ageHours: 300,
    seconds: 5,
    views: 75,
    likedBy: ['sam'],
  },
  {
    key: 'c10',
    channel: 'tanuki_gaming',
    title: '猫に邪魔される配信',
    submitter: 'haru',
    ageHours: 500,
    seconds: 4,
    views: 260,
    likedBy: ['haru', 'mina', 'sam', 'aki'],
    comments: [{ by: 'sam', text: 'The cat is the real streamer', ageHours: 480 }],
  },
  {
    key: 'c11',
    channel: 'nightowl_live',
    title: 'Chill lo-fi break with chat',
    submitter: 'sam',
    ageHours: 900,
    seconds: 6,
    views: 30,
    likedBy: [],
  },
  {
    key: 'c12',
    channel: 'sakura_beats',
    title: 'Live composing: a song in 10 minutes',
    submitter: 'leo',
    ageHours: 2000,
    seconds: 5,
    views: 500,
    likedBy: ['leo', 'aki', 'haru'],
  },
];

/** Follows (user key → channel logins). */
export const demoFollows: Record<string, string[]> = {
  aki: ['pixelpioneer', 'speedrun_sam'],
  haru: ['yukihana_ch', 'sakura_beats', 'tanuki_gaming'],
  leo: ['nightowl_live'],
  mina: ['yukihana_ch', 'tanuki_gaming'],
  sam: ['speedrun_sam', 'pixelpioneer'],
};
