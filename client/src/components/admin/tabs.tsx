import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: ReadonlyArray<TabItem<K>>;
  selected: K;
  onSelect(key: K): void;
}

/** The WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs; one panel shows. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };
  return (
    <div className="admin-tabs">
      <div role="tablist" aria-label={label} className="admin-tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`admin-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="admin-tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs
        .filter((tab) => tab.key === selected)
        .map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`admin-panel-${tab.key}`}
            aria-labelledby={`admin-tab-${tab.key}`}
            tabIndex={0}
            className="admin-tabpanel"
          >
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
