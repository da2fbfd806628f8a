// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The walls of eslint.config.js, held by linting small files placed inside each folder
 * (docs/decisions.md#walls): every feature is kept from every other one and from the app, src/data
 * from the features and the app, src/ui from those, from src/data and from the backend's code,
 * src/backend from everything above it, src/domain from everything of ours outside it, the server
 * from the SPA above src/backend; and the code as it is crosses none of them.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const FEATURES_DIR = path.join(ROOT, 'src/features');
const FEATURES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const WALLS =
  'Features never import each other: move shared code to src/data, src/ui or src/domain.';
const APP =
  'Features never import the app: the app imports them; move what both need to src/data, src/ui or src/domain.';
const DATA = 'src/data is shared by every feature: it imports no feature and not the app.';
const DOMAIN =
  'src/domain holds the pure rules the SPA, the server and the Firebase adapter share: it imports none of them.';
const UI =
  'src/ui fetches nothing and is shared by every feature: it imports nothing of src/data, the features or the app.';
const UI_BACKEND =
  "src/ui fetches nothing: of src/backend it imports only the contract's types (contract.ts); data hooks live in src/data.";
const BACKEND =
  'src/backend is the data contract and its adapters, below the UI: it imports no data hook, UI, feature or app code.';
const SERVER =
  "The server imports none of the SPA's features, src/data, src/ui or src/app: what it shares with them lives in src/domain or src/backend/contract.ts.";
const RENDER_MODULE =
  'The server imports only the types of src/entry-server: it runs the render module the build made of it.';

/** One instance for every file: the configuration and the resolver are read once. */
const eslint = new ESLint({ cwd: ROOT });

/** A module of the feature's own (an import is checked once it resolves to a file). */
function moduleOf(feature: string) {
  const file = readdirSync(path.join(FEATURES_DIR, feature)).find(
    (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
  );
  if (!file) throw new Error(`src/features/${feature} has no module at its top level`);
  return file.replace(/\.tsx?$/, '');
}

/** ESLint's messages for `code` written in a file at `file` (from the root). */
async function lintSource(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result?.messages ?? [];
}

/** ESLint's messages for `imports`, one line each, written in a file at `file` (from the root). */
const lint = (file: string, imports: readonly string[]) =>
  lintSource(file, imports.map((specifier) => `import '${specifier}';\n`).join(''));

/** The lines whose import the wall refused with `message`, counted from 1. */
const refusedLines = (messages: readonly Linter.LintMessage[], message: string) =>
  messages
    .filter((each) => each.ruleId === 'import-x/no-restricted-paths')
    .filter((each) => each.message.includes(message))
    .map((each) => each.line);

const lineNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('the walls between features', () => {
  it('reads every feature folder', () => {
    expect(FEATURES).toEqual(expect.arrayContaining(['history', 'heroes', 'pages']));
  });

  // At the top of the feature and one folder down, as the admin parts are.
  describe.each(FEATURES)('src/features/%s', (feature) => {
    const others = FEATURES.filter((other) => other !== feature);

    it.each([
      [`src/features/${feature}/wallsProbe.ts`, '..'],
      [`src/features/${feature}/admin/wallsProbe.ts`, '../..'],
    ])('%s imports no other feature', async (file, up) => {
      const imports = others.map((other) => `${up}/${other}/${moduleOf(other)}`);
      const messages = await lint(file, imports);
      expect(refusedLines(messages, WALLS)).toEqual(lineNumbers(others.length));
    });

    it('imports nothing of the app', async () => {
      const messages = await lint(`src/features/${feature}/admin/wallsProbe.ts`, [
        '../../../app/queryClient',
        '../../../app/layout/AppLayout',
      ]);
      expect(refusedLines(messages, APP)).toEqual(lineNumbers(2));
    });

    it('imports itself, src/data, src/ui, src/domain and src/backend', async () => {
      const messages = await lint(`src/features/${feature}/wallsProbe.ts`, [
        `./${moduleOf(feature)}`,
        '../../data/queryKeyRoots',
        '../../ui/Spinner',
        '../../domain/errors',
        '../../backend',
      ]);
      expect(messages).toEqual([]);
    });
  });
});

describe('the code as it is', () => {
  // Only the walls run here (the whole of `npm run lint` is not part of `npm test`): a real import
  // across a wall fails the suite, naming the file and the line.
  // Reads and resolves every file of src/ and server/: time to spare on a busy machine.
  it('crosses no wall', { timeout: 180_000 }, async () => {
    const wallsOnly = new ESLint({
      cwd: ROOT,
      ruleFilter: ({ ruleId }) =>
        ruleId === 'import-x/no-restricted-paths' ||
        ruleId === '@typescript-eslint/no-restricted-imports',
    });
    const results = await wallsOnly.lintFiles(['src', 'server']);
    const crossings = results.flatMap((result) =>
      result.messages.map(
        (message) => `${path.relative(ROOT, result.filePath)}:${message.line}: ${message.message}`,
      ),
    );
    expect(results.length).toBeGreaterThan(500);
    expect(crossings).toEqual([]);
  });
});

describe('the layers below the features', () => {
  it('keeps src/domain from src/data, src/ui, the features, the app, the backend and the server', async () => {
    const messages = await lint('src/domain/wallsProbe.ts', [
      '../data/queryKeyRoots',
      '../ui/Spinner',
      `../features/heroes/${moduleOf('heroes')}`,
      '../app/queryClient',
      '../backend',
      // An alias is resolved like any other path: this one names a file of src/backend.
      '#backend-adapter',
      '../../server/config',
    ]);
    expect(refusedLines(messages, DOMAIN)).toEqual(lineNumbers(7));
  });

  it('lets src/domain import itself', async () => {
    expect(await lint('src/domain/wallsProbe.ts', ['./errors', './history'])).toEqual([]);
  });

  it('keeps src/data from the features and the app', async () => {
    const messages = await lint('src/data/history/wallsProbe.ts', [
      `../../features/history/${moduleOf('history')}`,
      `../../features/pages/${moduleOf('pages')}`,
      '../../app/queryClient',
    ]);
    expect(refusedLines(messages, DATA)).toEqual(lineNumbers(3));
  });

  it('lets src/data import itself, src/ui, src/domain and src/backend', async () => {
    const messages = await lint('src/data/wallsProbe.ts', [
      './queryKeyRoots',
      './history/HistoryButton',
      '../ui/Spinner',
      '../domain/errors',
      '../backend',
    ]);
    expect(messages).toEqual([]);
  });

  it('keeps src/ui from src/data, the features and the app', async () => {
    const messages = await lint('src/ui/forms/wallsProbe.ts', [
      `../../features/history/${moduleOf('history')}`,
      `../../features/pages/${moduleOf('pages')}`,
      '../../app/queryClient',
      '../../data/queryKeyRoots',
      '../../data/history/HistoryButton',
    ]);
    expect(refusedLines(messages, UI)).toEqual(lineNumbers(5));
  });

  it("keeps src/ui from src/backend's code", async () => {
    const messages = await lint('src/ui/wallsProbe.ts', [
      '../backend',
      '../backend/useAuth',
      '../backend/http/client',
      // The alias names the adapter's file, as in the build.
      '#backend-adapter',
    ]);
    expect(refusedLines(messages, UI_BACKEND)).toEqual(lineNumbers(4));
  });

  it('keeps src/backend from src/data, src/ui, the features and the app', async () => {
    const messages = await lint('src/backend/http/wallsProbe.ts', [
      '../../data/queryKeyRoots',
      '../../ui/Spinner',
      `../../features/heroes/${moduleOf('heroes')}`,
      '../../app/queryClient',
    ]);
    expect(refusedLines(messages, BACKEND)).toEqual(lineNumbers(4));
  });

  it('lets src/backend import itself and src/domain', async () => {
    const messages = await lint('src/backend/http/wallsProbe.ts', [
      '../contract',
      './client',
      '../../domain/errors',
    ]);
    expect(messages).toEqual([]);
  });

  it("lets src/ui import itself, src/domain and the contract's types", async () => {
    const messages = await lintSource(
      'src/ui/wallsProbe.ts',
      "import './Spinner';\n" +
        "import './forms/AdminForm';\n" +
        "import '../domain/errors';\n" +
        "import type { FilesApi } from '../backend/contract';\n" +
        'export type Probe = FilesApi;\n',
    );
    expect(messages).toEqual([]);
  });

  // The one file of src/backend that src/ui may import: so it must bring no code with it.
  it('has a contract of types only', () => {
    const contract = ts.transpileModule(
      readFileSync(path.join(ROOT, 'src/backend/contract.ts'), 'utf8'),
      { compilerOptions: { module: ts.ModuleKind.ESNext, removeComments: true } },
    );
    expect(contract.outputText.trim()).toBe('export {};');
  });
});

describe('the server', () => {
  it("keeps the server from the SPA's features, src/data, src/ui and src/app", async () => {
    const messages = await lint('server/render/wallsProbe.ts', [
      `../../src/features/heroes/${moduleOf('heroes')}`,
      '../../src/data/queryKeyRoots',
      '../../src/ui/Spinner',
      '../../src/app/queryClient',
    ]);
    expect(refusedLines(messages, SERVER)).toEqual(lineNumbers(4));
  });

  it('lets the server import src/domain and the types of the contract', async () => {
    const messages = await lintSource(
      'server/render/wallsProbe.ts',
      "import type { ReadBackend } from '../../src/backend/contract';\n" +
        "import { errorMessage } from '../../src/domain/errors';\n" +
        'export const probe = (backend: ReadBackend, error: unknown) => [backend, errorMessage(error)];\n',
    );
    expect(messages).toEqual([]);
  });

  it('lets the server import the types of src/entry-server, not its code', async () => {
    const file = 'server/render/wallsProbe.ts';
    const types = await lintSource(
      file,
      "import type { RenderedPage } from '../../src/entry-server';\n" +
        'export type Probe = RenderedPage;\n',
    );
    expect(types).toEqual([]);
    const code = await lintSource(
      file,
      "import { renderPage } from '../../src/entry-server';\n" +
        "import { sitemapXml } from '../../src/entry-server.tsx';\n" +
        'export const probe = [renderPage, sitemapXml];\n',
    );
    expect(
      code
        .filter((each) => each.ruleId === '@typescript-eslint/no-restricted-imports')
        .filter((each) => each.message.includes(RENDER_MODULE))
        .map((each) => each.line),
    ).toEqual([1, 2]);
  });
});
