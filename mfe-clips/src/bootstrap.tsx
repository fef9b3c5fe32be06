// Standalone dev host (`pnpm --filter mfe-clips dev`): this remote's routes in the shell's providers.
import { mountStandalone } from '@clipyard/shared/standalone';
import { routes } from './routes';

mountStandalone({ name: 'mfe_clips', routes }).catch((error: unknown) => console.error('[mfe_clips] standalone host failed', error));
