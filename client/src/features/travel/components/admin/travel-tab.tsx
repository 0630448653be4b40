import { ArrivalsBoard } from './arrivals-board';
import { ShuttleRuns } from './shuttle-runs';
import { TravelDeadline } from './travel-deadline';
import './travel-admin.css';

interface TravelTabProps {
  token: string;
  onNotice(message: string): void;
  onOpenManifest(runId: string): void;
}

/** The hosts' Travel tab (issue 22): shuttle runs, the travel deadline and the arrivals board. */
export function TravelTab({ token, onNotice, onOpenManifest }: TravelTabProps) {
  return (
    <div className="travel-admin">
      <ShuttleRuns token={token} onNotice={onNotice} onOpenManifest={onOpenManifest} />
      <ArrivalsBoard token={token} />
      <TravelDeadline token={token} />
    </div>
  );
}
