import { HomePage } from '../../features/home/components/home-page';

export default function HomeRoute() {
  return <HomePage />;
}
