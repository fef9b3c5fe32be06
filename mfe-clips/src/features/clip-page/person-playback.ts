/**
 * Which clips a person has taken over. Once someone has pressed play or pause, or picked a moment to watch, the page
 * never starts that clip by itself (usePlayWhenIdle) — not even in the moment before the browser reports that it plays
 * (the 'play' event comes a task later, and a refused or failed play() never sends one). Keyed by the element: a new
 * rendition is a new <video>, and a new page is a new clip.
 */
const takenByPerson = new WeakSet<HTMLVideoElement>();

/** The person acted on this clip's playback: from now on it is theirs. */
export function takeOverPlayback(video: HTMLVideoElement): void {
  takenByPerson.add(video);
}

/** True once a person has acted on this clip's playback. */
export function playbackTakenOver(video: HTMLVideoElement): boolean {
  return takenByPerson.has(video);
}

/** The person plays the clip (a key, the large play button, a moment in the chat or transcript). */
export function playForPerson(video: HTMLVideoElement): void {
  takeOverPlayback(video);
  // A microtask, so a play() that throws synchronously (an old browser, a test DOM) is caught like a refused one.
  void Promise.resolve()
    .then(() => video.play())
    .catch(() => undefined);
}
