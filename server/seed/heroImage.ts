import { initialsOf, portraitColour } from '../../src/domain/heroPortrait';

/** How a sample picture is drawn around its initials: 256 px square, white on its colour. */
interface InitialsLook {
  colour: string;
  corner: number;
  /** The frame around the initials, an SVG shape with no fill. */
  frame: string;
  textY: number;
  fontSize: number;
}

/** A sample picture: a name's initials on a colour, in a frame. */
export function initialsSvg(name: string, look: InitialsLook): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" rx="${look.corner}" fill="${look.colour}"/>`,
    look.frame,
    `<text x="128" y="${look.textY}" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${look.fontSize}" fill="#ffffff">`,
    initialsOf(name),
    '</text>',
    '</svg>',
  ].join('');
}

/** A sample hero's picture: the portrait a hero without one shows (its initials on its colour). */
export const heroPortraitSvg = (name: string): string =>
  initialsSvg(name, {
    colour: portraitColour(name),
    corner: 32,
    frame:
      '<circle cx="128" cy="128" r="92" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>',
    textY: 156,
    fontSize: 84,
  });
