import { describe, expect, it } from 'vitest';
import {
  CREDENTIALS_HELP,
  describeError,
  isAdmin,
  parseArgs,
  resolveProjectId,
  withAdminClaim,
} from './firebaseAdmin';

describe('parseArgs', () => {
  it('reads grant, revoke and list with an optional --project', () => {
    expect(parseArgs(['grant', 'a@example.com'])).toEqual({
      action: 'grant',
      email: 'a@example.com',
      project: null,
    });
    expect(parseArgs(['revoke', ' a@example.com ', '--project', 'p1'])).toEqual({
      action: 'revoke',
      email: 'a@example.com',
      project: 'p1',
    });
    expect(parseArgs(['--project=p2', 'list'])).toEqual({ action: 'list', project: 'p2' });
    expect(parseArgs(['--help'])).toEqual({ action: 'help' });
  });

  it('says what is wrong with a bad command line', () => {
    expect(parseArgs([])).toEqual({ error: 'Missing command.' });
    expect(parseArgs(['grant'])).toEqual({ error: 'grant needs an email address.' });
    expect(parseArgs(['grant', 'a@example.com', 'b@example.com'])).toEqual({
      error: 'Unexpected argument b@example.com.',
    });
    expect(parseArgs(['list', 'extra'])).toEqual({ error: 'Unexpected argument extra.' });
    expect(parseArgs(['promote', 'a@example.com'])).toEqual({ error: 'Unknown command promote.' });
    expect(parseArgs(['list', '--project'])).toEqual({ error: '--project needs a project id.' });
    expect(parseArgs(['list', '--project=', 'x'])).toEqual({
      error: '--project needs a project id.',
    });
    expect(parseArgs(['list', '--force'])).toEqual({ error: 'Unknown option --force.' });
  });
});

describe('withAdminClaim', () => {
  it('sets admin and keeps the other claims', () => {
    expect(withAdminClaim(undefined, true)).toEqual({ admin: true });
    expect(withAdminClaim({ team: 'red', admin: false }, true)).toEqual({
      team: 'red',
      admin: true,
    });
  });

  it('removes only admin, and clears the claims when nothing is left', () => {
    expect(withAdminClaim({ team: 'red', admin: true }, false)).toEqual({ team: 'red' });
    expect(withAdminClaim({ admin: true }, false)).toBeNull();
    expect(withAdminClaim(undefined, false)).toBeNull();
  });

  it('counts only admin === true as an admin', () => {
    expect(isAdmin({ admin: true })).toBe(true);
    expect(isAdmin({ admin: 'true' })).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('resolveProjectId', () => {
  it('prefers --project, then the environment, then .env', () => {
    const env = { GOOGLE_CLOUD_PROJECT: 'from-gcp', VITE_FIREBASE_PROJECT_ID: 'from-vite' };
    const dotenv = { VITE_FIREBASE_PROJECT_ID: 'from-dotenv' };
    expect(resolveProjectId('flag', env, dotenv)).toBe('flag');
    expect(resolveProjectId(null, env, dotenv)).toBe('from-gcp');
    expect(resolveProjectId(null, { VITE_FIREBASE_PROJECT_ID: 'from-vite' }, dotenv)).toBe(
      'from-vite',
    );
    expect(resolveProjectId(null, { GOOGLE_CLOUD_PROJECT: ' ' }, dotenv)).toBe('from-dotenv');
    expect(resolveProjectId(null, {}, {})).toBeNull();
  });
});

describe('describeError', () => {
  it('explains an unknown email', () => {
    expect(describeError({ code: 'auth/user-not-found', message: 'x' }, 'a@example.com', {})).toBe(
      'No Firebase user with the email a@example.com: they must sign in once or be created in the console first.',
    );
  });

  it('says how to get credentials when there are none', () => {
    const error = {
      code: 'app/invalid-credential',
      message: 'Could not load the default credentials.',
    };
    expect(describeError(error, null, {})).toBe(
      `No Google credentials found. ${CREDENTIALS_HELP}.`,
    );
  });

  it('keeps the real reason when the key file does not work', () => {
    const error = {
      code: 'app/invalid-credential',
      message:
        'Credential implementation provided to initializeApp() via the "credential" property failed to fetch a valid Google OAuth2 access token with the following error: "The file at /k.json does not exist".',
    };
    expect(describeError(error, null, { GOOGLE_APPLICATION_CREDENTIALS: '/k.json' })).toBe(
      'Could not use the credentials in GOOGLE_APPLICATION_CREDENTIALS (/k.json): The file at /k.json does not exist',
    );
  });

  it('passes other errors through on one line', () => {
    expect(describeError(new Error('Permission denied.\nmore'), 'a@example.com', {})).toBe(
      'Permission denied.',
    );
  });
});
