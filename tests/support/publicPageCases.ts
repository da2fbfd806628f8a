/** A public page as tests know it: its path, its own title and the heading it opens with. */
export interface PublicPageCase {
  path: string;
  /** The tab reads "{title} · Hero Guide". */
  title: string;
  heading: string;
}

/** Every public page, with the given hero's and guide's pages (docs/product.md#routes). */
export function publicPageCases(
  hero: { id: string; name: string },
  guide: { id: string; title: string },
): PublicPageCase[] {
  const same = (path: string, title: string) => ({ path, title, heading: title });
  return [
    { path: '/', title: 'Home', heading: 'Welcome to Hero Guide' },
    same('/heroes', 'Heroes'),
    same(`/heroes/${hero.id}`, hero.name),
    same('/tier-changes', 'Tier changes'),
    same('/codes', 'Codes'),
    same('/guides', 'Guides'),
    same(`/guides/${guide.id}`, guide.title),
    same('/guides/pets', 'Pets Guide'),
    same('/guides/war-spirit', 'War Spirits Guide'),
    same('/guides/codex', 'Codex Guide'),
    same('/guides/upgrade-priority', 'PvP Upgrade Priority'),
    same('/guild-calculator', 'Guild Level Progression Calculator'),
    same('/upgraderequirement', 'Upgrade Requirements'),
    same('/talisman', 'Talisman'),
    same('/disclaimer', 'Disclaimer'),
    {
      path: '/equipment',
      title: 'Equipment',
      heading: 'Details about equipment will be displayed here.',
    },
  ];
}
