/** The shell's strings (namespace 'shell'), English. ja has exactly these keys (typed). */
export const shellEnUS = {
  brand: 'Clipyard',
  skipToContent: 'Skip to content',
  appBar: {
    openMenu: 'Open the menu',
    search: 'Search channels and clips',
    signIn: 'Log in',
    profile: 'Your profile',
    accountMenu: 'Your account',
    accountMenuOf: 'Account of {{name}}',
    studio: 'Studio',
    /** The studio link's badge (ADR 0118), read right after the link's name; not a plural: the number stands alone. */
    pendingRequestsSuffix: ' (clip requests waiting: {{number}})',
    reports: 'Reports',
    settings: 'Settings',
    notifications: 'Notifications',
    notificationsUnread: 'Notifications, {{count}} unread',
    primaryNavigation: 'Main navigation',
    /** The wide screen's persistent column (ADR 0112): a label of its own, apart from the drawer's. */
    siteNavigation: 'Site navigation',
  },
  nav: {
    home: 'Home',
    search: 'Search',
    recommendations: 'Recommendations',
    tipping: 'Tipping',
    upload: 'Upload',
    menu: 'Menu',
    login: 'Log in',
    register: 'Create an account',
    profile: 'Your profile',
    connections: 'Connections',
    blocks: 'Blocked users and channels',
    submissions: 'Your submissions',
    savedLists: 'Your lists',
    reports: 'My reports',
    streamerRequests: 'Clip requests',
    overview: 'Overview',
    settings: 'Settings',
    takedown: 'Report a copyright infringement',
    signOut: 'Log out',
  },
  settings: {
    title: 'Settings',
    chooseLanguage: 'Choose a language',
    chooseTheme: 'Choose a theme',
    english: 'English',
    japanese: '日本語',
    light: 'Light',
    dark: 'Dark',
    trueDark: 'True Dark',
    cancel: 'Cancel',
    save: 'OK',
  },
  pages: {
    menu: { title: 'Menu', account: 'Account', discover: 'Discover', followed: 'Followed channels', about: 'About Clipyard', streamer: 'For streamers' },
    settings: { title: 'Settings' },
    license: {
      title: 'License',
      body: 'Clipyard is open-source software. You may run, study, change and share it under the terms of its license. Clips belong to their creators.',
    },
    info: {
      title: 'About Clipyard',
      body: 'Clipyard is a self-hostable site for sharing clips from streamers, in English and Japanese. Viewers browse clips and channels; logged-in users like, follow, comment and submit; streamers manage clips of their own channel.',
    },
    installation: {
      title: 'Install Clipyard',
      body: 'Add Clipyard to your home screen from your browser menu ("Install app" or "Add to Home Screen"). It opens like an app and starts faster next time.',
    },
    privacyPolicy: {
      title: 'Privacy policy',
      body: 'Clipyard stores your email address, username, profile picture, likes, follows, blocks, comments and the clips you submit, only to run the site. You can download all of it or delete your account at any time.',
    },
    termsOfService: {
      title: 'Terms of service',
      body: 'Be respectful. Submit only clips you may share. Do not harass, spam or post illegal content. Content that breaks these rules is removed and accounts may be closed.',
    },
    safetyStandards: {
      title: 'Safety standards',
      body: 'Clipyard has zero tolerance for child sexual abuse material and exploitation. Report anything unsafe with the report button; moderators review every report and remove violating content.',
    },
    notFound: {
      title: 'Page not found',
      body: 'There is nothing at this address. It may have moved, or the link may be wrong.',
      home: 'Back to the frontpage',
    },
  },
  boot: {
    failedTitle: 'Clipyard could not start',
    failedBody: 'Something went wrong while starting. Check your connection and try again.',
    reload: 'Reload',
  },
  /** The maintenance dialog's text under its title (errors:MAINTENANCE, SPEC section 8). */
  maintenance: {
    retrying: 'We will try again automatically in a moment.',
    checking: 'Checking whether Clipyard is back…',
    retryNow: 'Try now',
  },
  sw: {
    /** What works offline, exactly (ADR 0123): the pages opened here, read-only. */
    cached: 'Clipyard now opens the pages you visit here even offline, showing what you saw last. Likes, comments and uploads need a connection.',
  },
  /** The banner over every page while offline (ADR 0123). */
  registrationBanner: {
    pending: 'Your registration is awaiting a moderator’s approval: until then you can browse, but not comment, like, follow or submit.',
    rejected: 'Your registration was not approved: this account cannot take part.',
    details: 'Details',
  },
  offlineBanner: {
    message: 'You are offline: showing what you saw last; likes, comments and uploads need a connection',
  },
  /** The offline page (shell/public/offline.html) carries these strings; a test keeps them equal. */
  offline: {
    title: 'You are offline',
    body: 'Clipyard cannot reach the network, and this page has not been opened on this device before. Pages you have opened here open offline; check your connection and try again.',
    retry: 'Try again',
  },
  auth: {
    signedOut: 'You are logged out.',
    userDisabled: 'You have been logged out: this account has been disabled. Please contact an admin.',
    tokenExpired: 'You have been logged out because your session expired. Please log in again.',
    accountSuspended: 'A moderator has suspended your account, so you have been logged out. You can still browse Clipyard.',
    accountSuspendedReason: 'A moderator has suspended your account, so you have been logged out. Reason: {{reason}}',
  },
};

export type ShellStrings = typeof shellEnUS;
