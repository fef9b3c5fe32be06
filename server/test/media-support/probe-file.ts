import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Probed {
  format: string;
  streams: { codec_type: string; codec_name: string; codec_tag_string: string; width?: number; height?: number }[];
}

export async function ffprobe(file: string): Promise<Probed> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  const json = JSON.parse(stdout);
  return { format: json.format.format_name, streams: json.streams };
}

/** faststart: the 'moov' index comes before the 'mdat' data, so playback starts before the download ends. */
export async function moovBeforeMdat(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  const moov = bytes.indexOf('moov');
  const mdat = bytes.indexOf('mdat');
  return moov > 0 && mdat > 0 && moov < mdat;
}
