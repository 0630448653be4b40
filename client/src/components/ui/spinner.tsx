interface SpinnerProps {
  label: string;
}

/** A calm loading indicator; screen readers hear the label once. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
