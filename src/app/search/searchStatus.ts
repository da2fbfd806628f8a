/** What the search says under its box (docs/product.md#site-search). */
export function searchStatus(query: string, results: number, loading: boolean): string {
  if (!query.trim()) return 'Type to find heroes, guides and codes.';
  if (results > 0) return results === 1 ? '1 result' : `${results} results`;
  return loading ? 'Loading…' : `No results for “${query.trim()}”.`;
}
