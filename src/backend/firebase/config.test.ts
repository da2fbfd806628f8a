import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors';
import { firebaseOptionsFromEnv } from './config';

const COMPLETE = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-project',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-project.appspot.com',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

const refusal = (env: Record<string, string | boolean | undefined>) => {
  try {
    firebaseOptionsFromEnv(env);
  } catch (error) {
    return error;
  }
  throw new Error('expected the configuration to be refused');
};

describe('firebaseOptionsFromEnv', () => {
  it('reads the web config, without emulators by default', () => {
    expect(firebaseOptionsFromEnv({ ...COMPLETE, MODE: 'production', PROD: true })).toEqual({
      config: {
        apiKey: 'key',
        authDomain: 'demo.firebaseapp.com',
        projectId: 'demo-project',
        storageBucket: 'demo-project.appspot.com',
        appId: '1:2:web:3',
      },
      emulators: null,
    });
  });

  it('keeps the optional messaging sender id and trims every value', () => {
    const options = firebaseOptionsFromEnv({
      ...COMPLETE,
      VITE_FIREBASE_API_KEY: '  key  ',
      VITE_FIREBASE_MESSAGING_SENDER_ID: ' 1234 ',
    });
    expect(options.config.apiKey).toBe('key');
    expect(options.config.messagingSenderId).toBe('1234');
  });

  it('names every missing variable at once, as unavailable', () => {
    const error = refusal({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_APP_ID: '   ' });
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: 'unavailable' });
    const { message } = error as BackendError;
    for (const name of [
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_STORAGE_BUCKET',
      'VITE_FIREBASE_APP_ID',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('VITE_FIREBASE_API_KEY');
    expect(message).not.toContain('MESSAGING_SENDER_ID');
  });

  it.each([
    ['true', '127.0.0.1'],
    [true, '127.0.0.1'],
    ['1', '127.0.0.1'],
    ['emulators.local', 'emulators.local'],
  ])('uses the emulators when VITE_FIREBASE_EMULATORS=%s (host %s)', (value, host) => {
    expect(
      firebaseOptionsFromEnv({ ...COMPLETE, VITE_FIREBASE_EMULATORS: value }).emulators,
    ).toEqual({ host, authPort: 9099, firestorePort: 8080, storagePort: 9199 });
  });

  it.each(['', 'false', '0', false, undefined])(
    'does not use the emulators when VITE_FIREBASE_EMULATORS=%s',
    (value) => {
      expect(
        firebaseOptionsFromEnv({ ...COMPLETE, VITE_FIREBASE_EMULATORS: value }).emulators,
      ).toBeNull();
    },
  );
});
