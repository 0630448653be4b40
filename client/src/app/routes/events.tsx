import { EventsPage } from '../../features/events/components/events-page';

export default function EventsRoute() {
  return <EventsPage />;
}
