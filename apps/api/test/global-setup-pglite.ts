import { setupTemplate } from './global-setup.ts';
export default () => setupTemplate('pglite');
