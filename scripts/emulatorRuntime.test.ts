import { mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findFirestoreEmulator,
  findJava,
  firestoreEmulatorCommand,
  javaCandidates,
  parseJavaVersion,
} from '../tests/support/emulatorRuntime';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'emulator-runtime-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fake `java` that reports `version` the way `java -version` does, on stderr. */
function fakeJava(home: string, version: string): string {
  mkdirSync(path.join(home, 'bin'), { recursive: true });
  const java = path.join(home, 'bin', 'java');
  writeFileSync(java, `#!/bin/sh\necho 'openjdk version "${version}" 2025-09-16' >&2\n`);
  chmodSync(java, 0o755);
  return java;
}

describe('finding Java 21+', () => {
  it('reads the major version of old and new version strings', () => {
    expect(parseJavaVersion('openjdk version "25.0.1" 2025-10-21')).toBe(25);
    expect(parseJavaVersion('openjdk version "17.0.13" 2024-10-15')).toBe(17);
    expect(parseJavaVersion('java version "1.8.0_402"')).toBe(8);
    expect(parseJavaVersion('bash: java: command not found')).toBeNull();
  });

  it('tries JAVA_HOME, then PATH, then the system folder', () => {
    const { first } = javaCandidates({ JAVA_HOME: '/opt/jdk' });
    expect(first).toEqual([path.join('/opt/jdk', 'bin', 'java'), 'java']);
    expect(javaCandidates({}).first).toEqual(['java']);
  });

  it('takes JAVA_HOME when it is new enough, and says what was too old otherwise', async () => {
    const home = tempDir();
    const java = fakeJava(home, '21.0.5');
    expect((await findJava({ JAVA_HOME: home, PATH: '' })).found).toMatchObject({
      java,
      major: 21,
    });

    const old = tempDir();
    const oldJava = fakeJava(old, '17.0.13');
    const search = await findJava({ JAVA_HOME: old, PATH: '' });
    expect(search.tooOld).toContainEqual({ java: oldJava, major: 17 });
    if (search.found) expect(search.found.major).toBeGreaterThanOrEqual(21);
  });
});

describe('finding the Firestore emulator', () => {
  it("prefers firebase-tools' newest download, then the Cloud CLI's jar", () => {
    const cache = tempDir();
    const sdk = tempDir();
    const gcloudJar = path.join(sdk, 'platform', 'cloud-firestore-emulator');
    mkdirSync(gcloudJar, { recursive: true });
    writeFileSync(path.join(gcloudJar, 'cloud-firestore-emulator.jar'), '');
    const env = { FIREBASE_EMULATORS_PATH: cache, CLOUDSDK_ROOT_DIR: sdk, PATH: '' };

    expect(findFirestoreEmulator(env)).toEqual({
      jar: path.join(gcloudJar, 'cloud-firestore-emulator.jar'),
      source: 'gcloud',
    });
    for (const version of ['1.9.0', '1.22.0', '1.19.7'])
      writeFileSync(path.join(cache, `cloud-firestore-emulator-v${version}.jar`), '');
    expect(findFirestoreEmulator(env)).toEqual({
      jar: path.join(cache, 'cloud-firestore-emulator-v1.22.0.jar'),
      source: 'firebase-tools',
    });
  });

  it('starts each jar the way its own tool does', () => {
    const options = { host: '127.0.0.1', port: 9388, rules: '/r/firestore.rules', projectId: 'p' };
    const gcloud = firestoreEmulatorCommand(
      '/jdk/bin/java',
      { jar: '/g.jar', source: 'gcloud' },
      options,
    );
    expect(gcloud.command).toBe('/jdk/bin/java');
    expect(gcloud.args).toEqual([
      '-Duser.language=en',
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-cp',
      '/g.jar',
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      '--port=9388',
      '--rules=/r/firestore.rules',
      '--project_id=p',
    ]);
    const tools = firestoreEmulatorCommand(
      'java',
      { jar: '/f.jar', source: 'firebase-tools' },
      options,
    );
    expect(tools.args.slice(0, 5)).toEqual([
      '-Duser.language=en',
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-jar',
      '/f.jar',
    ]);
    expect(tools.args.slice(5)).toEqual([
      '--host',
      '127.0.0.1',
      '--port',
      '9388',
      '--rules',
      '/r/firestore.rules',
      '--project_id',
      'p',
    ]);
  });
});
