import { Suspense, useCallback, useDeferredValue, useMemo, useReducer, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useIsAdmin } from '../../backend/useAuth';
import type { Hero } from '../../domain/hero';
import { filterHeroes, labelValuesPresent, tiersPresent } from '../../domain/heroFilter';
import { heroesInMode, notRatedIn } from '../../domain/heroRatings';
import { togglePicked } from '../../domain/heroCompare';
import { tierListUpdatedAt } from '../../domain/tierListUpdated';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { lazyAdminPart, lazyNamed } from '../../ui/lazyNamed';
import { usePageTitle } from '../../ui/usePageTitle';
import { HeroFilters } from './HeroFilters';
import { HeroesEmpty } from './HeroesEmpty';
import { BOARD_VIEW, HeroViewSwitch, STATS_VIEW } from './HeroViewSwitch';
import { FORM_CLOSED, type HeroFormMode } from './heroFormMode';
import { formatDate } from '../../ui/formatDate';
import { useHeroes } from './api/heroQueries';
import { useUrlParam } from './useUrlParam';
import { useGameModes } from '../../data/gameModesQuery';
import { useSiteSettings } from '../../data/siteSettingsQuery';
import { NO_TIER_LEGEND } from '../../domain/tierLegend';
import { ParamLinks } from '../../ui/ParamLinks';
import { TierLegend } from './TierLegend';
import { paths } from '../../domain/paths';
import './heroes.css';

/** The page's title, in the tab and in its head on the server (src/app/serverParts.ts). */
export const HEROES_TITLE = 'Heroes';

// Admin-only code: fetched once an admin is signed in, never by visitors.
const HeroAdminTools = lazyAdminPart(() => import('./admin/HeroAdminTools'), 'HeroAdminTools');
const HeroRowActions = lazyAdminPart(() => import('./admin/HeroRowActions'), 'HeroRowActions');
const QuickRatingEdit = lazyAdminPart(() => import('./admin/QuickRatingEdit'), 'QuickRatingEdit');
const TierLegendEditor = lazyAdminPart(
  () => import('./admin/TierLegendEditor'),
  'TierLegendEditor',
);
// The list, the board and the stats table are chunks of their own: each view carries only its
// own. The view the address opens on starts its download as this module loads, and the page
// waits for it before its first render (src/app/pages.ts), so the view hydrates with the page.
const HeroList = lazyNamed(() => import('./HeroList'), 'HeroList');
const TierBoard = lazyNamed(() => import('./TierBoard'), 'TierBoard');
const HeroStatsTable = lazyNamed(() => import('./HeroStatsTable'), 'HeroStatsTable');
const firstView =
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('view');
export const firstViewLoaded: Promise<unknown> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : (firstView === BOARD_VIEW ? TierBoard : firstView === STATS_VIEW ? HeroStatsTable : HeroList)
        .preload()
        .catch(() => undefined);

const NO_HEROES: Hero[] = [];

export function HeroesPage() {
  const isAdmin = useIsAdmin();
  const heroes = useHeroes();
  const modes = useGameModes();
  const settings = useSiteSettings().data;
  const legend = settings?.tierLegend ?? NO_TIER_LEGEND;
  const [searchParams] = useSearchParams();
  // A mode no longer live (or mistyped in a link) shows the overall tiers.
  const mode = modes.find((candidate) => candidate.id === searchParams.get('mode')) ?? null;
  const modeId = mode && searchParams.get('mode');
  usePageTitle(mode ? `${mode.name} tier list` : HEROES_TITLE);
  const [query, setQuery] = useUrlParam('q');
  const [tier, setTier] = useUrlParam('tier');
  const [role, setRole] = useUrlParam('role');
  const [faction, setFaction] = useUrlParam('faction');
  const [rarity, setRarity] = useUrlParam('rarity');
  const view = [BOARD_VIEW, STATS_VIEW].find((known) => known === searchParams.get('view')) ?? '';
  const [formMode, setFormMode] = useState<HeroFormMode>(FORM_CLOSED);

  // The input answers at once; the list follows in a render React may interrupt for the next key.
  const filter = useDeferredValue(
    useMemo(
      () => ({ query, tier, role, faction, rarity, mode: modeId }),
      [query, tier, role, faction, rarity, modeId],
    ),
  );
  const all = heroes.data ?? NO_HEROES;
  const tiers = useMemo(() => tiersPresent(all, modeId), [all, modeId]);
  // The hero form's overall tier suggests the overall tiers in use, whichever mode is shown.
  const overallTiers = useMemo(() => (isAdmin ? tiersPresent(all) : tiers), [isAdmin, all, tiers]);
  const labels = useMemo(
    () => ({
      role: { value: role, onChange: setRole, values: labelValuesPresent(all, 'role') },
      faction: { value: faction, onChange: setFaction, values: labelValuesPresent(all, 'faction') },
      rarity: { value: rarity, onChange: setRarity, values: labelValuesPresent(all, 'rarity') },
    }),
    [all, role, setRole, faction, setFaction, rarity, setRarity],
  );
  // The one filtered list, shown by whichever view is chosen.
  const { rated, unrated } = useMemo(
    () => heroesInMode(filterHeroes(all, filter), filter.mode),
    [all, filter],
  );
  const modeLinks = useMemo(
    () => [
      { value: '', label: 'Overall' },
      ...modes.map((option) => ({ value: option.id, label: option.name })),
    ],
    [modes],
  );
  const updatedAt = tierListUpdatedAt(all);
  // Kept here, not in the rows, so a row stays open while the filter hides and shows it again.
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string, open: boolean) =>
      setExpandedIds((old) => {
        if (old.has(id) === open) return old;
        const next = new Set(old);
        if (open) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  // Heroes picked for comparing, in the order picked (docs/product.md#compare-heroes).
  const [picked, pick] = useReducer(togglePicked, []);

  const startEdit = useCallback((hero: Hero) => setFormMode({ kind: 'edit', hero }), []);
  // An admin's controls on each hero: on a row Edit, Delete and the quick edit of the tier shown;
  // on the board the quick edit.
  const renderActions = useMemo(
    () =>
      isAdmin
        ? (hero: Hero) => (
            <Suspense fallback={null}>
              <HeroRowActions hero={hero} onEdit={startEdit} />
              <QuickRatingEdit hero={hero} mode={mode} />
            </Suspense>
          )
        : undefined,
    [isAdmin, startEdit, mode],
  );
  const renderBoardActions = useMemo(
    () =>
      isAdmin
        ? (hero: Hero) => (
            <Suspense fallback={null}>
              <QuickRatingEdit hero={hero} mode={mode} />
            </Suspense>
          )
        : undefined,
    [isAdmin, mode],
  );

  // What both lists of a mode share (the heroes it rates, and those it does not).
  const listProps = {
    filterKey: Object.values(filter).join('\n'),
    expandedIds,
    onToggle: toggle,
    mode,
    picked,
    onPick: pick,
    renderActions,
  };

  return (
    <section className="page heroes">
      <h1>{HEROES_TITLE}</h1>
      <p className="page__lead">Every hero by tier: open one for its stats and gear.</p>
      <p className="heroes__updated">
        {updatedAt && <span>Last updated {formatDate(updatedAt)}</span>}
        <Link to={paths.tierChanges.href()}>Tier changes</Link>
      </p>
      {isAdmin && (
        // Its code arrives with the page while an admin is signed in (lazyPage), so no placeholder.
        <Suspense fallback={null}>
          <HeroAdminTools tiers={overallTiers} mode={formMode} onModeChange={setFormMode} />
        </Suspense>
      )}
      <HeroFilters
        query={query}
        onQueryChange={setQuery}
        tier={tier}
        onTierChange={setTier}
        tiers={tiers}
        labels={labels}
      />
      {modes.length > 0 && (
        <ParamLinks name="mode" label="Game mode" value={modeId ?? ''} options={modeLinks} />
      )}
      {mode?.description && <p className="heroes__mode">{mode.description}</p>}
      <HeroViewSwitch view={view} />
      {picked.length > 0 && (
        <p className="heroes__compare" role="status">
          <Link to={paths.heroCompare.href(picked)} className="button">
            Compare {picked.length} {picked.length === 1 ? 'hero' : 'heroes'}
          </Link>
          <button type="button" className="button button--secondary" onClick={() => pick(null)}>
            Clear
          </button>
        </p>
      )}
      <TierLegend legend={legend} />
      {isAdmin && settings && (
        <Suspense fallback={null}>
          <TierLegendEditor settings={settings} />
        </Suspense>
      )}
      {heroes.isPending ? (
        <Spinner label="Loading heroes…" />
      ) : heroes.isError ? (
        <LoadError summary="Failed to load heroes" query={heroes} />
      ) : rated.length + unrated.length === 0 ? (
        <HeroesEmpty hasHeroes={all.length > 0} />
      ) : view === STATS_VIEW ? (
        <Suspense fallback={<Spinner label="Loading the stats…" />}>
          <HeroStatsTable heroes={[...rated, ...unrated]} mode={mode} />
        </Suspense>
      ) : view === BOARD_VIEW ? (
        <Suspense fallback={<Spinner label="Loading the tier board…" />}>
          <TierBoard
            matching={rated}
            mode={mode}
            unrated={unrated}
            legend={legend}
            renderActions={renderBoardActions}
          />
        </Suspense>
      ) : (
        <Suspense fallback={<Spinner label="Loading heroes…" />}>
          {rated.length > 0 && <HeroList matching={rated} {...listProps} />}
          {mode && unrated.length > 0 && (
            <>
              <h2 className="heroes__unrated">{notRatedIn(mode.name)}</h2>
              <HeroList matching={unrated} label={notRatedIn(mode.name)} {...listProps} />
            </>
          )}
        </Suspense>
      )}
    </section>
  );
}
