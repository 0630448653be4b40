import { AccommodationsPage } from '../../features/accommodations/components/accommodations-page';

export default function AccommodationsRoute() {
  return <AccommodationsPage />;
}
