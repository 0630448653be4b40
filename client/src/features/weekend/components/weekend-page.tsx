import { useSearchParams } from 'react-router-dom';
import { pageTitles } from '@edition/pages';
import { weekendCopy } from '@edition/weekend';
import { Page } from '../../../components/layout/page';
import { useHydrated } from '../../../lib/use-hydrated';
import { CodeForm } from './code-form';
import { PassView } from './pass-view';
import './weekend.css';

/**
 * `/weekend?code=…` (ADR 054): the party's own weekend. The pre-rendered page asks for
 * the code; the code of the address is read once hydrated, so hydration matches.
 */
export function WeekendPage() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const code = hydrated ? params.get('code')?.trim() || undefined : undefined;
  const onCode = (next: string) => setParams({ code: next });
  return (
    <Page title={pageTitles.weekend} intro={weekendCopy.intro} className="weekend-page">
      {code ? <PassView key={code} code={code} onCode={onCode} /> : <CodeForm onCode={onCode} />}
    </Page>
  );
}
