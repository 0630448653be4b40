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
  maxLength?: number;
  autoComplete?: string;
}

/** A labelled text input whose error is tied to it (aria-invalid, aria-describedby). */
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
  maxLength,
  autoComplete,
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
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={error ? 'rsvp-field rsvp-field--invalid' : 'rsvp-field'}>
      <label className="rsvp-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="rsvp-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p className="rsvp-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
