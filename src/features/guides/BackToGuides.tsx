import { paths } from '../../domain/paths';
import { BackLink } from '../../ui/BackLink';

export function BackToGuides() {
  return <BackLink to={paths.guides.href()}>Back to Guides</BackLink>;
}
