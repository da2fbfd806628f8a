import type { SampleModeName } from './sampleModes';
import sampleTeamsFile from './teams.json';

/** A sample team's slot, by the sample hero's name (the ids are made when the heroes are stored). */
export interface SampleMember {
  hero: string;
  role: string;
  substitutes?: string[];
}

export interface SampleTeam {
  name: string;
  mode: SampleModeName;
  members: SampleMember[];
  /** Guide HTML, stored cleaned by the one sanitizer as every write stores it. */
  notes: string;
  tags: string[];
}

/**
 * The sample teams (docs/product.md#teams), as data (teams.json): heroes that work together in a
 * game mode, with what each does there and who can stand in. Fictional, like the heroes; spread
 * over the sample modes so the filters and "Pairs well with" have something to show.
 */
export const SAMPLE_TEAMS = sampleTeamsFile as SampleTeam[];
