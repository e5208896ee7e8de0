// The Radix part of DeferredTabs: the tab list only (arrow keys, Home/End, focus roving, automatic
// activation), controlled by DeferredTabs, with its tab and panel ids so the panel DeferredTabs draws
// stays mounted when this list takes over from the first paint's.
import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styles from './Tabs.module.css';

export interface RadixTabListProps {
  items: readonly { value: string; label: ReactNode }[];
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  tabId: (value: string) => string;
  panelId: (value: string) => string;
}

export default function RadixTabList({ items, label, value, onValueChange, tabId, panelId }: RadixTabListProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={styles.listHost}>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((i) => (
          <RadixTabs.Trigger
            key={i.value}
            value={i.value}
            id={tabId(i.value)}
            aria-controls={panelId(i.value)}
            className={styles.tab}
          >
            {i.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
    </RadixTabs.Root>
  );
}
