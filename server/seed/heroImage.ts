import { initialsOf, portraitColour } from '../../src/domain/heroPortrait';

/** A sample hero's picture: the portrait a hero without one shows (its initials on its colour). */
export function heroPortraitSvg(name: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" rx="32" fill="${portraitColour(name)}"/>`,
    '<circle cx="128" cy="128" r="92" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>',
    '<text x="128" y="156" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="84" fill="#ffffff">',
    initialsOf(name),
    '</text>',
    '</svg>',
  ].join('');
}
