// Standalone dev host (`pnpm --filter mfe-streamer dev`): this remote's routes in the shell's providers.
import { mountStandalone } from '@clipyard/shared/standalone';
import { routes } from './routes';

mountStandalone({ name: 'mfe_streamer', routes }).catch((error: unknown) => console.error('[mfe_streamer] standalone host failed', error));
