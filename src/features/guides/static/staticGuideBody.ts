import { Children, cloneElement, isValidElement, type ReactNode } from 'react';

/**
 * A static guide's text is JSX; its reading time and table of contents come from the same rules
 * as a community guide's (src/domain/guideMeta.ts, docs/product.md#static-guides), applied to
 * the body written out as guide HTML.
 */

interface WithChildren {
  children?: ReactNode;
}

/** The body as HTML: its elements and their text, escaped; attributes play no part. */
export function bodyHtml(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number')
    return String(node).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  if (Array.isArray(node)) return node.map(bodyHtml).join('');
  if (!isValidElement<WithChildren>(node)) return '';
  const inner = bodyHtml(node.props.children);
  return typeof node.type === 'string' ? `<${node.type}>${inner}</${node.type}>` : inner;
}

/**
 * The body with the ids of its h2 and h3 headings, in document order: the order in which
 * `guideWithHeadingIds` found them in `bodyHtml`.
 */
export function withHeadingIds(body: ReactNode, ids: readonly string[]): ReactNode {
  let next = 0;
  const visit = (node: ReactNode): ReactNode => {
    if (!isValidElement<WithChildren & { id?: string }>(node)) return node;
    if (node.type === 'h2' || node.type === 'h3') return cloneElement(node, { id: ids[next++] });
    const { children } = node.props;
    return children === undefined ? node : cloneElement(node, {}, Children.map(children, visit));
  };
  return Children.map(body, visit);
}
