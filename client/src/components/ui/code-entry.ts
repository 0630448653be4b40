import { codeProblem, parseInvitationCode } from '@riviera/contract';
import { edition } from '@edition/edition';
import { messages } from '@edition/messages';
import { useState, type FormEvent } from 'react';
import { focusField } from './focus';

/**
 * A typed invitation code, as the RSVP page and the travel page take it: checked on submit (a
 * sentence on the field naming what is wrong, focus back to it), then handed on normalised; typing clears the error.
 */
export function useCodeEntry(
  fieldId: string,
  initialCode: string,
  message: string | undefined,
  onCode: (code: string) => void,
) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState(message);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseInvitationCode(code);
    if (!parsed) {
      // The character no code uses, named; else the codes' length.
      setError(codeProblem(code, messages, edition.language) ?? messages.lookup.codeInvalid);
      focusField(fieldId);
      return;
    }
    onCode(parsed);
  };
  const change = (value: string) => {
    setCode(value);
    setError(undefined);
  };
  return { code, error, change, submit };
}
