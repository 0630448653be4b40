import { adminCopy } from '@riviera/content/en/admin';
import { useArrivals } from '../../api/travel-board';
import { longDay, parisClock, parisDay } from '../../lib/paris-time';

const copy = adminCopy.travel;
const HALF_HOUR_MS = 30 * 60_000;

type Window = { start: string; parties: number; people: number };

/** The windows by Paris day, in order (the server gives them earliest first). */
function byDay(windows: readonly Window[]): Array<{ day: string; windows: Window[] }> {
  const days = new Map<string, Window[]>();
  for (const window of windows) {
    const day = parisDay(window.start);
    days.set(day, [...(days.get(day) ?? []), window]);
  }
  return [...days.entries()].map(([day, list]) => ({ day, windows: list }));
}

/**
 * Who lands when: a list a day of the half hours with arrivals, Paris time, each with its parties
 * and people. A list rather than a table, so it reads the same on a phone and on a desk.
 */
export function ArrivalsBoard({ token }: { token: string }) {
  const arrivals = useArrivals(token);
  return (
    <section className="admin-section travel-arrivals" aria-labelledby="travel-arrivals-heading">
      <h3 id="travel-arrivals-heading">{copy.arrivalsHeading}</h3>
      <p className="admin-hint">{copy.arrivalsIntro}</p>
      {arrivals.isError ? (
        <p className="admin-error" role="alert">
          {copy.loadFailed}
        </p>
      ) : !arrivals.data ? (
        <p role="status">{copy.loading}</p>
      ) : arrivals.data.length === 0 ? (
        <p>{copy.noArrivals}</p>
      ) : (
        <div className="travel-arrival-days">
          {byDay(arrivals.data).map(({ day, windows }) => (
            <section key={day} className="travel-arrival-day" aria-labelledby={`arrivals-${day}`}>
              <h4 id={`arrivals-${day}`}>{longDay(day)}</h4>
              <p className="travel-arrival-total">
                {copy.dayTotal(
                  windows.reduce((sum, window) => sum + window.parties, 0),
                  windows.reduce((sum, window) => sum + window.people, 0),
                )}
              </p>
              <ul className="travel-arrival-list">
                {windows.map((window) => (
                  <li key={window.start} className="travel-arrival">
                    <span className="travel-arrival-time">
                      {copy.window(
                        parisClock(window.start),
                        parisClock(new Date(new Date(window.start).getTime() + HALF_HOUR_MS).toISOString()),
                      )}
                    </span>
                    <span>{copy.parties(window.parties)}</span>
                    <span>{copy.people(window.people)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
