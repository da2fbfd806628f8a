import { spawnSync } from 'node:child_process';
import { buildDecision } from './buildStamp';

/**
 * The first half of `npm start`: builds the site and the server only when their sources or build
 * settings changed since the last build (docs/decisions.md#start-builds-when-needed), says in one
 * line which, and ends. The second half (package.json) then runs the compiled server,
 * `node <outDir>/.server/main.js`, in place of the shell npm started: a process that holds nothing
 * of the build (no TypeScript compiler, no Vite), and gets npm's signals itself.
 */
// The folder the server serves (STATIC_DIR, server/config.ts) is the one built.
const outDir = process.env.STATIC_DIR?.trim() || 'dist';
const decision = buildDecision(process.cwd(), outDir, process.env);

if (!decision.rebuild) {
  console.log(`The site in ${outDir}/ is up to date with its sources: not rebuilt.`);
} else {
  console.log(
    decision.reason === 'no build yet'
      ? `Building the site into ${outDir}/ (no build of these sources there yet)…`
      : `Rebuilding the site into ${outDir}/ (sources or build settings changed since the last build)…`,
  );
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: outDir },
  });
  if (build.status !== 0) {
    console.error('Cannot start: the build failed (its errors are above).');
    process.exit(1);
  }
}
