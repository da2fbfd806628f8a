import { usePageTitle } from '../../ui/usePageTitle';

export function EquipmentPage() {
  usePageTitle('Equipment');
  return (
    <section className="page">
      <h1>Details about equipment will be displayed here.</h1>
    </section>
  );
}
