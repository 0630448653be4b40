import { useState, type FormEvent } from 'react';
import { adminCopy } from '@riviera/content/en/admin';
import { useAdminLogin } from '../api/admin-login';

interface LoginFormProps {
  /** Why the host is here again (session expired, logged out), if they were logged in before. */
  notice: string | null;
  onLoggedIn(token: string): void;
}

const copy = adminCopy.login;

/** The password, and a button disabled while the password is empty or a request is in progress. */
export function LoginForm({ notice, onLoggedIn }: LoginFormProps) {
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const login = useAdminLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || login.isPending) return;
    setMessage(null);
    login.mutate(password, {
      onSuccess: (outcome) => (outcome.ok ? onLoggedIn(outcome.token) : setMessage(outcome.message)),
      onError: () => setMessage(copy.exception),
    });
  };

  return (
    <section className="admin-login" aria-labelledby="admin-login-heading">
      <h2 id="admin-login-heading">{copy.heading}</h2>
      <p>{copy.intro}</p>
      {notice ? (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <label className="admin-label" htmlFor="admin-password">
          {copy.password}
        </label>
        <input
          id="admin-password"
          className="admin-input"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'admin-login-error' : undefined}
        />
        {message ? (
          <p id="admin-login-error" className="admin-error" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={password === '' || login.isPending}>
          {login.isPending ? copy.submitting : copy.submit}
        </button>
      </form>
    </section>
  );
}
