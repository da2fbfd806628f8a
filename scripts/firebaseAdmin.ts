/**
 * `npm run firebase:admin -- grant|revoke <email>` and `list`: who is an admin of the Firebase
 * build. An admin is a user whose ID token carries the custom claim `admin: true` (docs/firebase.md);
 * only the operator's credentials can set it, through firebase-admin. With
 * FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin talks to the Auth emulator instead.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';

export const USAGE = `Usage: npm run firebase:admin -- <command> [--project <id>]
  grant <email>    make the user an admin (sets the custom claim admin: true)
  revoke <email>   take the admin claim away
  list             every user with the admin claim
The project is --project, else GOOGLE_CLOUD_PROJECT, else VITE_FIREBASE_PROJECT_ID (environment, then .env).
Credentials: GOOGLE_APPLICATION_CREDENTIALS=<service-account key file>, or \`gcloud auth application-default login\`.`;

export const CREDENTIALS_HELP =
  'Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file, or run `gcloud auth application-default login`';

export type Command =
  | { action: 'grant' | 'revoke'; email: string; project: string | null }
  | { action: 'list'; project: string | null }
  | { action: 'help' };

/** The command line after the script name, or the one-line reason it is wrong. */
export function parseArgs(argv: readonly string[]): Command | { error: string } {
  const positional: string[] = [];
  let project: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { action: 'help' };
    if (arg === '--project') {
      const value = argv[(i += 1)];
      if (!value || value.startsWith('-')) return { error: '--project needs a project id.' };
      project = value;
    } else if (arg.startsWith('--project=')) {
      project = arg.slice('--project='.length) || null;
      if (!project) return { error: '--project needs a project id.' };
    } else if (arg.startsWith('-')) {
      return { error: `Unknown option ${arg}.` };
    } else {
      positional.push(arg);
    }
  }
  const [action, email, ...extra] = positional;
  if (action === undefined) return { error: 'Missing command.' };
  if (action === 'grant' || action === 'revoke') {
    if (!email) return { error: `${action} needs an email address.` };
    if (extra.length) return { error: `Unexpected argument ${extra[0]}.` };
    return { action, email: email.trim(), project };
  }
  if (action === 'list') {
    if (email !== undefined) return { error: `Unexpected argument ${email}.` };
    return { action, project };
  }
  return { error: `Unknown command ${action}.` };
}

/**
 * The user's claims with `admin` set or removed, other claims kept. null clears them all, which is
 * what firebase-admin expects when nothing is left.
 */
export function withAdminClaim(
  claims: Readonly<Record<string, unknown>> | undefined,
  admin: boolean,
): Record<string, unknown> | null {
  const next: Record<string, unknown> = { ...claims };
  if (admin) next.admin = true;
  else delete next.admin;
  return Object.keys(next).length ? next : null;
}

export const isAdmin = (claims: Readonly<Record<string, unknown>> | undefined) =>
  claims?.admin === true;

type Env = Readonly<Record<string, string | undefined>>;

/** --project, then GOOGLE_CLOUD_PROJECT, then VITE_FIREBASE_PROJECT_ID; the environment before .env. */
export function resolveProjectId(flag: string | null, env: Env, dotenv: Env): string | null {
  const candidates = [
    flag,
    env.GOOGLE_CLOUD_PROJECT,
    env.VITE_FIREBASE_PROJECT_ID,
    dotenv.GOOGLE_CLOUD_PROJECT,
    dotenv.VITE_FIREBASE_PROJECT_ID,
  ];
  return candidates.map((value) => value?.trim()).find((value) => value) ?? null;
}

interface ErrorWithCode {
  code?: unknown;
  message?: unknown;
}

/** One line for what went wrong, for the errors an operator can fix. */
export function describeError(error: unknown, email: string | null, env: Env): string {
  const { code, message } = (error ?? {}) as ErrorWithCode;
  const text = typeof message === 'string' ? message : String(error);
  if (code === 'auth/user-not-found' && email) {
    return `No Firebase user with the email ${email}: they must sign in once or be created in the console first.`;
  }
  if (code === 'auth/invalid-email' && email) return `${email} is not a valid email address.`;
  if (code === 'app/invalid-credential' || /default credentials/i.test(text)) {
    const keyFile = env.GOOGLE_APPLICATION_CREDENTIALS;
    // firebase-admin wraps the real reason in a sentence about initializeApp(): keep the reason.
    const reason = /with the following error: "(.*)"\.?$/s.exec(text)?.[1] ?? text;
    return keyFile
      ? `Could not use the credentials in GOOGLE_APPLICATION_CREDENTIALS (${keyFile}): ${reason}`
      : `No Google credentials found. ${CREDENTIALS_HELP}.`;
  }
  return text.split('\n')[0] ?? text;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function readDotenv(): Env {
  try {
    return parseEnv(readFileSync(path.join(ROOT, '.env'), 'utf8'));
  } catch {
    return {};
  }
}

async function adminUsers(app: App): Promise<UserRecord[]> {
  const auth = getAuth(app);
  const admins: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    admins.push(...page.users.filter((user) => isAdmin(user.customClaims)));
    pageToken = page.pageToken;
  } while (pageToken);
  return admins;
}

async function setAdmin(app: App, email: string, admin: boolean, project: string): Promise<void> {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  const wasAdmin = isAdmin(user.customClaims);
  await auth.setCustomUserClaims(user.uid, withAdminClaim(user.customClaims, admin));
  if (admin) {
    console.log(
      `${email} ${wasAdmin ? 'was already' : 'is now'} an admin of ${project}. They must sign out and sign in again for it to apply.`,
    );
  } else {
    console.log(
      `${email} ${wasAdmin ? 'is no longer' : 'was not'} an admin of ${project}. A browser where they are signed in keeps admin rights until its ID token renews (within an hour) or they sign out.`,
    );
  }
}

/** Runs one command; returns the process exit code. */
export async function main(argv: readonly string[], env: Env = process.env): Promise<number> {
  const command = parseArgs(argv);
  if ('error' in command) {
    console.error(`${command.error}\n${USAGE}`);
    return 1;
  }
  if (command.action === 'help') {
    console.log(USAGE);
    return 0;
  }
  const project = resolveProjectId(command.project, env, readDotenv());
  if (!project) {
    console.error(
      'No Firebase project: pass --project <id>, or set VITE_FIREBASE_PROJECT_ID in .env.',
    );
    return 1;
  }
  const app = initializeApp(
    { projectId: project, credential: applicationDefault() },
    `firebase-admin-cli-${Date.now()}`,
  );
  const email = command.action === 'list' ? null : command.email;
  try {
    if (command.action === 'list') {
      const admins = await adminUsers(app);
      if (!admins.length) console.log(`No user of ${project} has the admin claim.`);
      for (const user of admins) console.log(`${user.email ?? '(no email)'}  ${user.uid}`);
    } else {
      await setAdmin(app, command.email, command.action === 'grant', project);
    }
    return 0;
  } catch (error) {
    console.error(describeError(error, email, env));
    return 1;
  } finally {
    await deleteApp(app);
  }
}

/**
 * Without credentials, google-auth-library also probes the Compute Engine metadata server and
 * warns when there is none: noise next to our one-line answer. Other warnings still print.
 */
function quietMetadataWarning() {
  const defaultHandlers = process.listeners('warning');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (warning.name === 'MetadataLookupWarning') return;
    for (const handler of defaultHandlers) handler(warning);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  quietMetadataWarning();
  process.exitCode = await main(process.argv.slice(2));
}
