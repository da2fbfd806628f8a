import { SectionPage } from './SectionPage';

export function CreateGuidePage() {
  return <SectionPage title="Create Guide" description="Write a new guide and publish it." />;
}
