/**
 * storage.rules, checked without the Storage emulator (it needs a download this machine cannot
 * make; tests/firebase/storage.rules.test.ts runs every request against it where it can). What
 * can be checked from the text is: that the rules name the same folders, size limit and image
 * types as src/domain/files.ts; that their patterns, evaluated as Storage evaluates them (whole
 * string, RE2 syntax that JavaScript shares here), accept every name the adapter makes and refuse
 * the rest; and that every write needs the admin claim. Not covered here: how Storage applies the
 * rules to a real request (resource == null for an overwrite, metadata updates).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_FOLDERS } from '../../domain/files';
import { uploadPath } from './files';

/** Vitest runs from the project root (under jsdom, import.meta.url is not a file URL). */
const RULES = readFileSync('storage.rules', 'utf8');
/** The rules without their comments, which quote names freely. */
const CODE = RULES.replace(/\/\/.*$/gm, '');

/** The body of a rules function: `function name(args) { return …; }`. */
function functionBody(name: string): string {
  const match = new RegExp(`function ${name}\\([^)]*\\)\\s*\\{\\s*return([\\s\\S]*?);\\s*\\}`).exec(
    CODE,
  );
  if (!match?.[1]) throw new Error(`storage.rules has no function ${name}`);
  return match[1].trim();
}

/** The regular expressions a function applies with `.matches('…')`, in order. */
const patternsIn = (body: string) =>
  [...body.matchAll(/\.matches\('([^']*)'\)/g)].map((match) => match[1]!);
/** `.matches()` must match the whole string, as in Storage. */
const wholly = (pattern: string) => new RegExp(`^(?:${pattern})$`);

/** Every `allow` statement: its methods and its condition. */
const allows = [...CODE.matchAll(/allow\s+([\w,\s]+?):\s*if\s+([\s\S]*?);/g)].map((match) => ({
  methods: match[1]!.split(',').map((method) => method.trim()),
  condition: match[2]!.replace(/\s+/g, ' ').trim(),
}));

describe('storage.rules without the emulator', () => {
  it('names the upload folders of src/domain/files.ts, and only those are readable', () => {
    const folders = /folder in \[([^\]]*)\]/.exec(functionBody('isImageFolder'))?.[1];
    expect(folders?.split(',').map((folder) => folder.trim().replace(/'/g, ''))).toEqual([
      ...UPLOAD_FOLDERS,
    ]);
    expect(allows.find((allow) => allow.methods.includes('read'))?.condition).toBe(
      'isImageFolder(folder)',
    );
  });

  it('has one match of a single folder level: nested paths and the root match nothing', () => {
    const matches = [...CODE.matchAll(/match\s+(\S+)\s*\{/g)].map((match) => match[1]);
    expect(matches).toEqual(['/b/{bucket}/o', '/{folder}/{fileName}']);
    expect(CODE).not.toMatch(/=\*\*/);
  });

  it('allows only reading, creating and deleting; every write needs the admin claim', () => {
    expect(allows.flatMap((allow) => allow.methods).sort()).toEqual(['create', 'delete', 'read']);
    for (const allow of allows.filter((candidate) => !candidate.methods.includes('read'))) {
      expect(
        allow.condition.startsWith('isAdmin() && isImageFolder(folder)'),
        allow.condition,
      ).toBe(true);
    }
    expect(functionBody('isAdmin').replace(/\s+/g, ' ')).toBe(
      'isSignedIn() && request.auth.token.admin == true',
    );
    expect(functionBody('isSignedIn')).toBe('request.auth != null');
    const create = allows.find((allow) => allow.methods.includes('create'))!.condition;
    expect(create).toContain('resource == null');
    expect(create).toContain('isAcceptedImage(fileName)');
  });

  it('limits the size to MAX_UPLOAD_BYTES', () => {
    const size = /request\.resource\.size <= ([\d\s*]+)/.exec(functionBody('isAcceptedImage'))?.[1];
    const bytes = size?.split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
    expect(bytes).toBe(MAX_UPLOAD_BYTES);
  });

  const [namePattern, typePattern] = patternsIn(functionBody('isAcceptedImage'));

  it('accepts each of ACCEPTED_IMAGE_TYPES as the declared type, and nothing else', () => {
    const type = wholly(typePattern!);
    for (const accepted of ACCEPTED_IMAGE_TYPES) expect(accepted).toMatch(type);
    for (const refused of [
      'image/svg+xml',
      'text/html',
      'image/png; charset=utf-8',
      'image/pngx',
      'ximage/png',
      'application/octet-stream',
      '',
    ]) {
      expect(refused).not.toMatch(type);
    }
  });

  it('accepts every name the adapter stores, the upload fixtures included, and refuses the rest', () => {
    const name = wholly(namePattern!);
    const uploads = readdirSync('tests/fixtures/uploads');
    for (const original of [...uploads, '', '...', '../../etc/passwd', 'ünïcode 龍.png']) {
      const stored = uploadPath('heroes', original);
      const [folder, fileName, ...rest] = stored.split('/');
      expect(folder).toBe('heroes');
      expect(rest).toEqual([]);
      expect(fileName, original).toMatch(name);
    }
    for (const refused of ['a.png', '1-', '1-a/b', '1-../x', '-1-a.png', '1-a b.png', '1-<x>.png'])
      expect(refused).not.toMatch(name);
  });
});
