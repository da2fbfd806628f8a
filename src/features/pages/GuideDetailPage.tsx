import { useParams } from 'react-router';
import { SectionPage } from './SectionPage';

export function GuideDetailPage() {
  const { id = '' } = useParams();
  return (
    <SectionPage
      title="Guide"
      description={`The full text of guide ${id}, as its author wrote it.`}
      backToGuides
    />
  );
}
