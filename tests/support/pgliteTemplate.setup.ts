import { startFromSavedTemplate } from './pgliteTemplate';

await startFromSavedTemplate();
