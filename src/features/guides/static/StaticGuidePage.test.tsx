import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readingMinutes } from '../../../domain/guideMeta';
import { renderApp } from '../../../test/renderApp';
import { bodyHtml, withHeadingIds } from './staticGuideBody';

describe('a static guide page', () => {
  it('shows its author, its last edit, its reading time and a table of contents', async () => {
    renderApp({ path: '/guides/pets' });
    const article = (await screen.findByRole('heading', { level: 1, name: 'Pets Guide' })).closest(
      'article',
    )!;
    expect(within(article).getByText('By the Hero Guide community')).toBeVisible();
    const dates = within(article).getByText(/^Updated /);
    expect(dates).toHaveTextContent(/^Updated Nov 22, 2026 · 2 min read$/);
    expect(within(dates).getByText('Nov 22, 2026')).toHaveAttribute('datetime', '2026-11-22');

    const contents = within(article).getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Choosing your first pet',
      'Beast clash',
      'When to raise a second pet',
    ]);
    for (const link of links) {
      const target = article.querySelector(link.getAttribute('href')!);
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent!);
    }
  });
});

describe('bodyHtml', () => {
  it('writes elements and escaped text out as guide HTML, for the same rules', () => {
    const body = (
      <>
        <h2>
          Tips &amp; <strong>tricks</strong>
        </h2>
        <p>
          Use {3} <em>{'<all>'}</em>
        </p>
      </>
    );
    expect(bodyHtml(body)).toBe(
      '<h2>Tips &amp; <strong>tricks</strong></h2><p>Use 3 <em>&lt;all></em></p>',
    );
    expect(readingMinutes(bodyHtml(body))).toBe(1);
  });
});

describe('withHeadingIds', () => {
  it('gives the h2 and h3 headings their ids in document order, wherever they are', () => {
    const { container } = render(
      <div>
        {withHeadingIds(
          <>
            <h2>One</h2>
            <p>text</p>
            <section>
              <h3>Two</h3>
            </section>
            <h2>Three</h2>
          </>,
          ['a', 'b', 'c'],
        )}
      </div>,
    );
    expect([...container.querySelectorAll('h2, h3')].map((heading) => heading.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(container.querySelector('p')).toHaveTextContent('text');
  });
});
