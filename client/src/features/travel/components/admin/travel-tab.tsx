import { ArrivalsBoard } from './arrivals-board';
import { HotelStays } from './hotel-stays';
import { ShuttleRuns } from './shuttle-runs';
import { TravelDeadline } from './travel-deadline';
import './travel-admin.css';

interface TravelTabProps {
  token: string;
  onNotice(message: string): void;
  onOpenManifest(runId: string): void;
}

/**
 * The hosts' Travel tab (ADR 050): the travel deadline first (ADR 074: it decides what guests may
 * still change), shuttle runs, the arrivals board, stays per hotel against the room blocks.
 */
export function TravelTab({ token, onNotice, onOpenManifest }: TravelTabProps) {
  return (
    <div className="travel-admin">
      <TravelDeadline token={token} />
      <ShuttleRuns token={token} onNotice={onNotice} onOpenManifest={onOpenManifest} />
      <ArrivalsBoard token={token} />
      <HotelStays token={token} />
    </div>
  );
}
