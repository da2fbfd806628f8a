import { passwordSchema } from '../../src/domain/userSchema';

/** A failure the admin CLI reports as one line, then exits 1. */
export class CliError extends Error {}

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new CliError('Cancelled.'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    // Prompts go to stderr so `list` output on stdout stays clean for scripts.
    process.stderr.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/**
 * The new password: typed twice without echo on a terminal, or the first line of stdin when
 * piped (scripts, CI). Checked against the same rule as the sign-in form.
 */
export async function readNewPassword(): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden('Password: ');
    const again = await promptHidden('Repeat password: ');
    if (again !== password) throw new CliError('The two passwords differ.');
  } else {
    password = await readFirstLine();
  }
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw new CliError(checked.error.issues[0]?.message ?? 'Invalid password.');
  return checked.data;
}
