// The RSVP steps' focus helpers and the invitation-code entry come with their fields, so every page
// with a form loads them together (a module of their own would be one more chunk on /rsvp).
export { focusField, keepFocusOnPointerDown, useFocusOnMount } from './focus';
export { useCodeEntry } from './code-entry';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  multiline?: boolean;
  required?: boolean;
  disabled?: boolean;
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  /** The block of the BEM class names (`rsvp-field`, `rsvp-field__label`, …): each area's own look. */
  block?: string;
  /** An extra class on the input itself. */
  inputClassName?: string;
}

/** A labelled text input whose hint and error are tied to it (aria-invalid, aria-describedby). */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  multiline = false,
  required = false,
  disabled,
  type = 'text',
  maxLength,
  autoComplete,
  block = 'rsvp-field',
  inputClassName,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const shared = {
    id,
    value,
    onBlur,
    maxLength,
    autoComplete,
    disabled,
    className: inputClassName,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={error ? `${block} ${block}--invalid` : block}>
      <label className={`${block}__label`} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className={`${block}__hint`} id={hintId}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p className={`${block}__error`} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
