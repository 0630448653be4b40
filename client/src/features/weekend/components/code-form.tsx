import { useId, useState, type FormEvent } from 'react';
import { weekendCopy } from '@edition/weekend';
import { KeepTogether } from '../../../components/ui/keep-together';

/** The code printed on the invitation, for a guest who opened /weekend without one. */
export function CodeForm({ onCode, initial = '' }: { onCode(code: string): void; initial?: string }) {
  const [code, setCode] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onCode(code.trim());
  };
  return (
    <form className="weekend-code" method="get" onSubmit={submit}>
      <label className="weekend-code__label" htmlFor={id}>
        {weekendCopy.codeLabel}
      </label>
      <p className="weekend-code__hint" id={`${id}-hint`}>
        {weekendCopy.codeHint}
      </p>
      <input
        id={id}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        required
      />
      <button className="button" type="submit">
        {/* « Voir mon pass du week-end » wraps between words, never inside « week-end ». */}
        <KeepTogether text={weekendCopy.show} />
      </button>
    </form>
  );
}
