// @vitest-environment node
import { runBackendContract } from './runBackendContract';
import { httpHarness } from './httpHarness';

runBackendContract('our server on embedded PGlite', () => httpHarness());
