import { HomePage } from '../../features/home/components/home-page';

/** /homev2 is the same page as /: the specification gives the home page both addresses. */
export default function HomeV2Route() {
  return <HomePage />;
}
