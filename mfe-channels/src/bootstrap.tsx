// Standalone dev host (`pnpm --filter mfe-channels dev`): this remote's routes in the shell's providers.
import { mountStandalone } from '@clipyard/shared/standalone';
import { routes } from './routes';

mountStandalone({ name: 'mfe_channels', routes }).catch((error: unknown) => console.error('[mfe_channels] standalone host failed', error));
