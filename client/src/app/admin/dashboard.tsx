import { adminCopy } from '@riviera/content/en/admin';
import { contentTabCopy } from '@riviera/content/en/admin/content';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../components/admin/tabs';
import { useGuests, useGuestStats } from '../../features/guests/api/get-guests';
import { GuestsTab } from '../../features/guests/components/guests-tab';
import { InvitationCards } from '../../features/guests/components/invitation-cards';
import { useMailOverview } from '../../features/mail/api/get-mail';
import { Announcements } from '../../features/announcements/components/announcements';
import { MailTab } from '../../features/mail/components/mail-tab';
import { SendQueue } from '../../features/phones/components/send-queue';
import { SendMailDialog } from '../../features/mail/components/send-mail-dialog';
import { useAdminRsvps, useRsvpStats } from '../../features/reports/api/get-admin-rsvps';
import { CodeGuessingNotice } from '../../features/reports/components/code-guessing-notice';
import { RsvpsTab } from '../../features/reports/components/rsvps-tab';
import { StatsPanel } from '../../features/reports/components/stats-panel';
import { LogOutButton } from '../../features/auth/components/log-out-button';
import { ShuttleManifestPage } from '../../features/travel/components/admin/shuttle-manifest-page';
import { TravelDeadlineNotice } from '../../features/travel/components/admin/travel-deadline-notice';
import { TravelTab } from '../../features/travel/components/admin/travel-tab';
import { SitePhaseBanner } from '../../features/site-phase/components/site-phase-banner';
import { AlbumTab } from '../../features/album/components/album-tab';
import { FilesSection } from './files-section';

// The Content tab and its editor are chunks of their own inside the hosts' area (ADR 080).
const ContentTab = lazy(() => import('../../features/content/components/content-tab'));
// The Seating tab is loaded when opened: its floor view and both languages stay out of the rest (ADR 081).
const SeatingTab = lazy(() => import('../../features/seating/components/seating-tab'));

interface DashboardProps {
  token: string;
  onLogOut(): void;
}

type TabKey = 'guests' | 'rsvps' | 'mail' | 'travel' | 'content' | 'seating' | 'album';

/**
 * Logged in: counts, the Guests, RSVPs, Mail, Travel, Content and Seating tabs, files, the invitation cards and a
 * shuttle run's manifest. Each part is a feature's (guests, reports, mail, travel, session); this
 * page only puts them together.
 */
export function Dashboard({ token, onLogOut }: DashboardProps) {
  const guests = useGuests(token);
  const rsvps = useAdminRsvps(token);
  const guestStats = useGuestStats(token);
  const rsvpStats = useRsvpStats(token);
  const mail = useMailOverview(token);
  const [tab, setTab] = useState<TabKey>('guests');
  const [showCards, setShowCards] = useState(false);
  // A run's manifest has its own address, /admin?manifest=<run>, to bookmark and reopen (ADR 074).
  const [search, setSearch] = useSearchParams();
  const manifestRun = search.get('manifest');
  const setManifestRun = (runId: string | null) =>
    setSearch(runId ? { manifest: runId } : {}, { preventScrollReset: true });
  const [notice, setNotice] = useState('');

  const queries = [guests, rsvps, guestStats, rsvpStats, mail];
  const logOut = <LogOutButton onLogOut={onLogOut} />;

  if (queries.some((query) => query.isError)) {
    return (
      <>
        {logOut}
        <div className="admin-error-box" role="alert">
          <p>{adminCopy.session.loadFailed}</p>
          <button
            type="button"
            className="button"
            onClick={() => queries.forEach((query) => void query.refetch())}
          >
            {adminCopy.session.retry}
          </button>
        </div>
      </>
    );
  }
  if (!guests.data || !rsvps.data || !guestStats.data || !rsvpStats.data || !mail.data) {
    return (
      <p className="admin-loading" role="status">
        {adminCopy.session.loading}
      </p>
    );
  }
  if (showCards) return <InvitationCards guests={guests.data} onBack={() => setShowCards(false)} />;
  if (manifestRun)
    return <ShuttleManifestPage token={token} runId={manifestRun} onBack={() => setManifestRun(null)} />;

  return (
    <div className="admin-dashboard">
      {logOut}
      <p className="admin-live" role="status" aria-live="polite">
        {notice}
      </p>
      <SitePhaseBanner token={token} onNotice={setNotice} />
      <CodeGuessingNotice token={token} />
      <StatsPanel
        guestStats={guestStats.data}
        rsvpStats={rsvpStats.data}
        status={<TravelDeadlineNotice token={token} />}
      />
      <Tabs<TabKey>
        label={adminCopy.tabs.label}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: 'guests',
            label: adminCopy.tabs.guests(guests.data.length),
            panel: (
              <GuestsTab
                token={token}
                guests={guests.data}
                onNotice={setNotice}
                sendMail={(request) => <SendMailDialog token={token} {...request} />}
              />
            ),
          },
          {
            key: 'rsvps',
            label: adminCopy.tabs.rsvps(rsvps.data.length),
            panel: <RsvpsTab rsvps={rsvps.data} />,
          },
          {
            key: 'mail',
            label: adminCopy.mail.tab(mail.data.messages.length),
            panel: (
              <MailTab token={token} overview={mail.data}>
                <Announcements token={token} />
                <SendQueue token={token} />
              </MailTab>
            ),
          },
          {
            key: 'travel',
            label: adminCopy.tabs.travel,
            panel: <TravelTab token={token} onNotice={setNotice} onOpenManifest={setManifestRun} />,
          },
          {
            key: 'content',
            label: contentTabCopy.tab,
            panel: (
              <Suspense
                fallback={
                  <p className="admin-loading" role="status">
                    {contentTabCopy.loading}
                  </p>
                }
              >
                <ContentTab token={token} />
              </Suspense>
            ),
          },
          {
            key: 'seating',
            label: adminCopy.tabs.seating,
            panel: (
              <Suspense fallback={<p role="status">{adminCopy.session.loading}</p>}>
                <SeatingTab token={token} />
              </Suspense>
            ),
          },
          {
            key: 'album',
            label: adminCopy.album.tab,
            panel: <AlbumTab token={token} onNotice={setNotice} />,
          },
        ]}
      />
      <FilesSection token={token} guests={guests.data} rsvps={rsvps.data} onNotice={setNotice} />
      <section className="admin-section" aria-labelledby="admin-cards-heading">
        <h2 id="admin-cards-heading">{adminCopy.cards.heading}</h2>
        <p>{adminCopy.cards.intro}</p>
        <button type="button" className="button button-quiet" onClick={() => setShowCards(true)}>
          {adminCopy.cards.show}
        </button>
      </section>
    </div>
  );
}
