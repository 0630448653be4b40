import { adminCopy } from '@riviera/content/en/admin';

/** The hosts' way out, at the top of every view of the dashboard. */
export function LogOutButton({ onLogOut }: { onLogOut(): void }) {
  return (
    <div className="admin-session">
      <button type="button" className="button button-quiet" onClick={onLogOut}>
        {adminCopy.session.logout}
      </button>
    </div>
  );
}
