import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineConflicts, readmeNodeVersion, satisfiesRange } from './nodeEngines';

describe('satisfiesRange', () => {
  it.each([
    ['20.19.0', '>=20.19', true],
    ['20.19.0', '>=22', false],
    ['20.19.0', '>= 18.12.0', true],
    ['20.19.0', '>20.19', false],
    ['20.19.0', '>20.18', true],
    ['20.19.0', '>20.18.9', true],
    ['20.19.0', '<20.19.0', false],
    ['20.19.0', '<=20.19', true],
    ['20.19.0', '<=20.18', false],
    ['20.19.0', '^18 || ^20 || >=22', true],
    ['20.19.0', '^20.19.0 || ^22.12.0 || >=23', true],
    ['20.19.0', '^20.20.0 || >=22', false],
    ['20.19.0', '^18.18.0 || ^20.9.0 || >=21.1.0', true],
    ['20.19.0', '>=18 <20', false],
    ['20.19.0', '>=18 <21', true],
    ['20.19.0', '18 || 20', true],
    ['20.19.0', '20.x', true],
    ['20.19.0', '21.x', false],
    ['20.19.0', '~20.18.0', false],
    ['20.19.0', '~20', true],
    ['20.19.0', '18 - 20', true],
    ['20.19.0', '18 - 20.18', false],
    ['20.19.0', '*', true],
    ['20.19.0', '', true],
    ['20.19.0', '>=20.19.0-rc.1', true],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.4', '^0.0.3', false],
  ])('%s in %j: %s', (version, range, inside) => {
    expect(satisfiesRange(version, range)).toBe(inside);
  });
});

describe('readmeNodeVersion', () => {
  it.each([
    ['Node.js 20.19 or newer and npm.', '20.19.0'],
    ['Node.js 22 or newer', '22.0.0'],
    ['Node.js 20.19.1 or newer', '20.19.1'],
  ])('%j → %s', (text, version) => {
    expect(readmeNodeVersion(text)).toBe(version);
  });

  it('refuses a README that names no version', () => {
    expect(() => readmeNodeVersion('Any Node will do.')).toThrow(/does not say/);
  });
});

describe('engineConflicts', () => {
  let root: string | undefined;
  afterAll(() => root && rm(root, { recursive: true, force: true }));

  async function fakePackage(folder: string, manifest: object) {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'package.json'), JSON.stringify(manifest));
  }

  it('finds top-level, scoped and nested packages that leave the version out', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'engines-'));
    const nodeModules = path.join(root, 'node_modules');
    await fakePackage(path.join(nodeModules, 'fine'), { name: 'fine', engines: { node: '>=18' } });
    await fakePackage(path.join(nodeModules, 'no-engines'), { name: 'no-engines' });
    await fakePackage(path.join(nodeModules, '@scope', 'new'), {
      name: '@scope/new',
      version: '2.0.0',
      engines: { node: '>=22' },
    });
    await fakePackage(path.join(nodeModules, 'fine', 'node_modules', 'nested'), {
      name: 'nested',
      version: '1.0.0',
      engines: { node: '^22.12.0' },
    });
    const found = engineConflicts(nodeModules, '20.19.0').map(({ name, version, node }) => ({
      name,
      version,
      node,
    }));
    expect(found).toEqual(
      expect.arrayContaining([
        { name: '@scope/new', version: '2.0.0', node: '>=22' },
        { name: 'nested', version: '1.0.0', node: '^22.12.0' },
      ]),
    );
    expect(found).toHaveLength(2);
  });
});

describe('the installed packages', () => {
  it('all accept the Node version README.md names (an install there prints no EBADENGINE)', () => {
    const version = readmeNodeVersion(readFileSync('README.md', 'utf8'));
    const conflicts = engineConflicts('node_modules', version).map(
      ({ name, version: installed, node, folder }) =>
        `${name}@${installed} wants node ${node} (${folder})`,
    );
    expect(conflicts).toEqual([]);
  });
});
