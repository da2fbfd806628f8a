import { useParams } from 'react-router';
import { SectionPage } from './SectionPage';

export function EditGuidePage() {
  const { id = '' } = useParams();
  return (
    <SectionPage title="Edit Guide" description={`Change guide ${id} and publish it again.`} />
  );
}
