import { FaqPage } from '../../features/faq/components/faq-page';

export default function FaqRoute() {
  return <FaqPage />;
}
