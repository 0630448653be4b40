import { InfoPage } from '../../features/info/components/info-page';

export default function InfoRoute() {
  return <InfoPage />;
}
