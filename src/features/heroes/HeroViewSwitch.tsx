import { ParamLinks } from '../../ui/ParamLinks';

export const BOARD_VIEW = 'board';
export const STATS_VIEW = 'stats';

const VIEWS = [
  { value: '', label: 'List' },
  { value: BOARD_VIEW, label: 'Tier board' },
  { value: STATS_VIEW, label: 'Stats' },
];

/**
 * Links between the list, the tier board and the stats table: the view is kept in the address
 * (`?view=board`) with the filters, so it works without JavaScript and survives reloads and
 * shared links.
 */
export function HeroViewSwitch({ view }: { view: string }) {
  return <ParamLinks name="view" label="View" value={view} options={VIEWS} />;
}
