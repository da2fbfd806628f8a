// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('encodes scheme, parameters, salt and hash, with a fresh salt each time', async () => {
    const first = await hashPassword('same password');
    const second = await hashPassword('same password');
    const [scheme, n, r, p, salt, key] = first.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(second).not.toBe(first);
    expect(await verifyPassword('same password', second)).toBe(true);
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$x$8$1$abc$def',
      'bcrypt$1$2$3$4$5',
      'scrypt$16384$8$1$$',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('the dummy check always fails', async () => {
    expect(await verifyAgainstDummy('dummy password that matches no account')).toBe(false);
  });
});
