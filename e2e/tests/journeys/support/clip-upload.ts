import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callApi } from './api';

/** Writes a tiny real video (2 s unless told, 320x180, h264 + AAC, faststart) made by ffmpeg to this file. */
export function writeSmallVideo(file: string, seconds = 2): void {
  execFileSync('ffmpeg', [
    '-loglevel', 'error',
    '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30',
    '-f', 'lavfi', '-i', 'sine',
    '-t', String(seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-shortest', '-movflags', '+faststart',
    file,
  ]);
}

function smallVideo(seconds: number): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-clip-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    writeSmallVideo(file, seconds);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Submits a clip to a channel as this user, through the API's tus upload and submitClip (what the upload screen
 * does), and waits (bounded) until it is ready. Answers its id.
 */
export async function submitUploadedClip(apiUrl: string, idToken: string, channelLogin: string, clipTitle: string, seconds = 2): Promise<string> {
  const { internalClipId } = await uploadAndSubmit(apiUrl, idToken, channelLogin, clipTitle, seconds);
  const deadline = Date.now() + 150_000;
  for (;;) {
    const { status } = await callApi<{ status: string }>(apiUrl, 'client/userSubmission/clipEncodeStatus', { internalClipId }, idToken);
    if (status === 'ready') return internalClipId;
    if (status === 'failed' || Date.now() > deadline) throw new Error(`clip ${internalClipId} is ${status}, not ready`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Uploads the small video (tus; 2 s unless told) and submits it to a channel, answering submitClip's answer at once (no wait). */
export async function uploadAndSubmit(
  apiUrl: string,
  idToken: string,
  channelLogin: string,
  clipTitle: string,
  seconds = 2,
): Promise<{ internalClipId: string; status: string; requestId: string | null }> {
  const video = smallVideo(seconds);
  const base = apiUrl.replace(/\/?$/, '/');
  const tus = { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${idToken}` };
  const created = await fetch(`${base}uploads/`, { method: 'POST', headers: { ...tus, 'Upload-Length': String(video.length) } });
  if (created.status !== 201) throw new Error(`tus create: HTTP ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get('location')!, base).toString();
  const patched = await fetch(location, {
    method: 'PATCH',
    headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(video),
  });
  if (patched.status !== 204) throw new Error(`tus patch: HTTP ${patched.status} ${await patched.text()}`);
  const uploadId = location.split('/').pop()!;
  return callApi<{ internalClipId: string; status: string; requestId: string | null }>(apiUrl, 'client/userSubmission/submitClip', { uploadId, channelLogin, clipTitle }, idToken);
}
