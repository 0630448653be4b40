import { TravelPage } from '../../features/travel/components/travel-page';

export default function TravelRoute() {
  return <TravelPage />;
}
