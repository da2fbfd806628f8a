import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';

interface SectionPageProps {
  title: string;
  description: string;
  /** Static guides lead back to the guide list. */
  backToGuides?: boolean;
  children?: ReactNode;
}

/** The frame of a section: its title (also the tab title), what it is for, then its content. */
export function SectionPage({ title, description, backToGuides, children }: SectionPageProps) {
  usePageTitle(title);
  return (
    <section className="page">
      {backToGuides && (
        <Link to="/guides" className="button button--secondary page__back">
          Back to Guides
        </Link>
      )}
      <h1>{title}</h1>
      <p className="page__lead">{description}</p>
      {children}
    </section>
  );
}
