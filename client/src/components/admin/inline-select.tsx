interface InlineSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  /** Each choice's value and the words for it. */
  options: Record<T, string>;
  onChange(value: T): void;
}

/** A labelled choice in the guest list's toolbar (reply filter, sort order). */
export function InlineSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: InlineSelectProps<T>) {
  return (
    <div className="admin-field admin-inline">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="admin-input"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {(Object.entries(options) as Array<[T, string]>).map(([choice, words]) => (
          <option key={choice} value={choice}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
