import { WeekendPage } from '../../features/weekend/components/weekend-page';

export default function WeekendRoute() {
  return <WeekendPage />;
}
