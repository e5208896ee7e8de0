// Themed tabs on Radix Tabs (arrow keys move between tabs, Home/End, the panel follows): a building
// block for screens with views side by side (the wallet's cards, coupons and vouchers). Not a
// registry component; import it from a component.
import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styles from './Tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** The accessible name of the tab list. */
  label: string;
  /** Controlled: the open tab (with onValueChange); else the first tab opens. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export default function Tabs({ items, label, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      className={styles.root}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((i) => (
          <RadixTabs.Trigger key={i.value} value={i.value} className={styles.tab}>
            {i.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((i) => (
        <RadixTabs.Content key={i.value} value={i.value} className={styles.panel}>
          {i.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
