import type { BackendFactory } from '../contract';
import { createHttpBackend } from './index';

/** The adapter of the default build (src/backend/index.ts explains the choice). */
export const createBackend: BackendFactory = async () => createHttpBackend();
