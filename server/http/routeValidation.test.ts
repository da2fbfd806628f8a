// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { uploadValidImage } from '../../tests/support/testUploads';
import type { Hero } from '../../src/domain/hero';

let app: App;
let admin: string;
signedInAppPerFile((ready) => ({ app, admin } = ready));

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  app.inject({ method, url, payload: payload as object, headers: { cookie: admin } });

const HERO = {
  name: 'Valid Hero',
  tier: 'A',
  description: 'Made by a test.',
  stats: { ATK: '1', DEF: '2', HP: '3', SPD: '4' },
};

/** What route schemas answer and hand on: the same shapes the handlers used to parse themselves. */
describe('route schemas', () => {
  it('name a nested field by its dotted path, in the message and in fieldErrors', async () => {
    const response = await send('PUT', '/api/heroes/some-id', {
      hero: { ...HERO, name: '  ', imagePath: '' },
      baseVersion: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'invalid',
        message: 'hero.name: Name is required.',
        fieldErrors: { 'hero.name': 'Name is required.' },
      },
    });
  });

  it('name the body as a whole "_"', async () => {
    const response = await send('POST', '/api/codes', ['not', 'an', 'object']);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(Object.keys(error.fieldErrors)).toEqual(['_']);
    expect(error.message).toBe(`_: ${error.fieldErrors._}`);
  });

  it('check query strings the same way', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/files?folder=secrets&name=a.png',
      headers: { cookie: admin, 'content-type': 'image/png' },
      payload: Buffer.from('not read'),
    });
    expect(response.json()).toEqual({
      error: {
        code: 'invalid',
        message: 'folder: Folder must be one of: heroes, media, guides, equipment.',
        fieldErrors: { folder: 'Folder must be one of: heroes, media, guides, equipment.' },
      },
    });
  });

  it('hand handlers the cleaned value: trimmed text, empty list entries dropped', async () => {
    const { path } = await uploadValidImage(app, admin);
    const response = await send('POST', '/api/heroes', {
      ...HERO,
      name: '  Spaced Hero  ',
      recommendedPet: ['  Fox ', '', '   '],
      imagePath: path,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Hero>()).toMatchObject({ name: 'Spaced Hero', recommendedPet: ['Fox'] });
  });
});
