import { spawnSync } from 'node:child_process';
import { buildDecision } from './buildStamp';

/**
 * `npm start`: builds the site only when its sources or build settings changed since the last
 * build (docs/decisions.md#start-builds-when-needed), says in one line which, then starts the
 * server in this process.
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

await import('../server/main');
