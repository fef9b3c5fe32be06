/**
 * Follows and blocks made while signed out live on this device only (SPEC section 6). When the person then signs
 * in, they must not silently vanish: the auth slice remembers them here at that sign-in, and the next list refresh
 * of that same account pushes to the server whatever the server does not have yet, before the server's lists
 * replace the local ones. Likes are refused signed out, so there is nothing to carry for them.
 */
export interface DeviceLists {
  uid: string;
  followedChannels: string[];
  blockedChannels: string[];
  blockedUsers: string[];
}

let pending: DeviceLists | null = null;

/** Called at a sign-in that starts from the signed-out state (no cached profile: the lists are the device's own). */
export function keepDeviceLists(lists: DeviceLists): void {
  const empty = !lists.followedChannels.length && !lists.blockedChannels.length && !lists.blockedUsers.length;
  pending = empty ? null : { ...lists };
}

/** What is still to merge into this account (kept until a refresh of that account has read the server's lists). */
export function deviceListsFor(uid: string): DeviceLists | null {
  return pending && pending.uid === uid ? pending : null;
}

export function forgetDeviceLists(): void {
  pending = null;
}
