import { HomeOldPage } from '../../features/home/components/home-old-page';

export default function HomeOldRoute() {
  return <HomeOldPage />;
}
