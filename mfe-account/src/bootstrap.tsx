// Standalone dev host (`pnpm --filter mfe-account dev`): this remote's routes in the shell's providers.
import { mountStandalone } from '@clipyard/shared/standalone';
import { routes } from './routes';

mountStandalone({ name: 'mfe_account', routes }).catch((error: unknown) => console.error('[mfe_account] standalone host failed', error));
