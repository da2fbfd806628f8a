import { describe, expect, it } from 'vitest';
import { heroFiles } from './heroFiles';
import { historyFiles } from './history';

/** Stands in for a backend's own URLs: `/files/{path}`, anything else is another site's. */
const pathOfUrl = (url: string) => (url.startsWith('/files/') ? url.slice('/files/'.length) : null);

describe('heroFiles', () => {
  it.each([
    ['nothing', '', '', []],
    ['the image only', 'heroes/1-a.png', '', ['heroes/1-a.png']],
    ['notes without an image', '', '<p>Build</p>', []],
    ['an image of the notes', '', '<p><img src="/files/guides/2-b.png"></p>', ['guides/2-b.png']],
    [
      'the image, then the notes’ images, each once',
      'heroes/1-a.png',
      '<img src="/files/guides/2-b.png"><img src="/files/guides/2-b.png"><img src="/files/heroes/1-a.png">',
      ['heroes/1-a.png', 'guides/2-b.png'],
    ],
    ['an escaped URL', '', '<img src="/files/guides/3-a&amp;b.png">', ['guides/3-a&b.png']],
    ['not a stored file', '', '<img src="https://elsewhere.example/c.png">', []],
  ])('%s', (_name, imagePath, buildNotes, expected) => {
    expect(heroFiles({ imagePath, buildNotes, skills: [] }, pathOfUrl)).toEqual(expected);
  });

  it("adds the images of the skills' descriptions, after the notes', each once", () => {
    const skill = (description: string) => ({
      name: 'Arc',
      kind: 'Active',
      cooldown: '',
      description,
      upgrades: [],
    });
    const hero = {
      imagePath: 'heroes/1-a.png',
      buildNotes: '<img src="/files/guides/2-b.png">',
      skills: [
        skill('<p><img src="/files/guides/3-c.png"></p>'),
        skill('<img src="/files/guides/2-b.png"><img src="https://elsewhere.example/d.png">'),
      ],
    };
    expect(heroFiles(hero, pathOfUrl)).toEqual([
      'heroes/1-a.png',
      'guides/2-b.png',
      'guides/3-c.png',
    ]);
    expect(historyFiles('heroes', hero, pathOfUrl)).toEqual(heroFiles(hero, pathOfUrl));
  });

  it("is what a hero's version in history keeps", () => {
    const content = {
      imagePath: 'heroes/1-a.png',
      buildNotes: '<img src="/files/guides/2-b.png">',
    };
    expect(historyFiles('heroes', content, pathOfUrl)).toEqual([
      'heroes/1-a.png',
      'guides/2-b.png',
    ]);
    expect(historyFiles('heroes', { imagePath: 'heroes/1-a.png' }, pathOfUrl)).toEqual([
      'heroes/1-a.png',
    ]);
    expect(historyFiles('media', { imagePath: 'media/4-d.png' }, pathOfUrl)).toEqual([
      'media/4-d.png',
    ]);
  });
});
