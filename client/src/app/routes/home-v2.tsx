import { HomePage } from '../../features/home/components/home-page';

/** /homev2 is the same page as / (specification section 2). */
export default function HomeV2Route() {
  return <HomePage />;
}
