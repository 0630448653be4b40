import { act, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOverOnce } from './before-app';

/**
 * What a guest did to a pre-rendered form before the app came (ADR 086) reaches React's state when
 * the app takes the page over: typed text, a box ticked, a choice made, a form sent.
 */
function Form({ onSend }: { onSend: (state: string) => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [vegetarian, setVegetarian] = useState(false);
  const [attending, setAttending] = useState('');
  const [entree, setEntree] = useState('fish');
  const state = JSON.stringify({ name, note, vegetarian, attending, entree });
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(state);
  };
  return (
    <form onSubmit={send}>
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input
        type="checkbox"
        aria-label="vegetarian"
        checked={vegetarian}
        onChange={(event) => setVegetarian(event.target.checked)}
      />
      {['yes', 'no'].map((value) => (
        <input
          key={value}
          type="radio"
          name="attending"
          value={value}
          aria-label={value}
          checked={attending === value}
          onChange={() => setAttending(value)}
        />
      ))}
      <select aria-label="entree" value={entree} onChange={(event) => setEntree(event.target.value)}>
        <option value="fish">Fish</option>
        <option value="beef">Beef</option>
      </select>
      <output>{state}</output>
      <button type="submit">Send</button>
    </form>
  );
}

// React's act() outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
});

describe('the app takes up what a guest did before it came', () => {
  it('hands React the typed text, the ticked box, the radio, the choice, then sends the held form', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn();
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Form onSend={onSend} />);
    document.body.append(root);
    const field = <T extends Element>(label: string): T => {
      const found = root.querySelector<T>(`[aria-label="${label}"]`);
      if (!found) throw new Error(`no field ${label}`);
      return found;
    };

    // The guest, on the page as its HTML drew it.
    field<HTMLInputElement>('name').value = 'Mary Anne';
    field<HTMLTextAreaElement>('note').value = 'No nuts, please';
    field<HTMLInputElement>('vegetarian').checked = true;
    field<HTMLInputElement>('no').checked = true;
    field<HTMLSelectElement>('entree').value = 'beef';

    await act(async () => {
      hydrateRoot(root, <Form onSend={onSend} />);
    });
    // The boot script held the form the guest sent (its mark is set here after hydration: React
    // would warn of an attribute it did not render, in development only).
    root.querySelector('form')?.setAttribute('data-pending-submit', '');
    await act(async () => {
      takeOverOnce();
      await vi.runAllTimersAsync();
    });

    const expected = {
      name: 'Mary Anne',
      note: 'No nuts, please',
      vegetarian: true,
      attending: 'no',
      entree: 'beef',
    };
    expect(JSON.parse(root.querySelector('output')?.textContent ?? '')).toEqual(expected);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(onSend.mock.calls[0]?.[0]))).toEqual(expected);
    expect(root.querySelector('[data-pending-submit]')).toBeNull();
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
    // What the guest typed is still in the fields after React has drawn them again.
    expect(field<HTMLInputElement>('name').value).toBe('Mary Anne');
    vi.useRealTimers();
  });
});
