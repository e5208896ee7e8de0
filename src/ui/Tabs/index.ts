export { default as Tabs, type TabItem, type TabsProps } from './Tabs';
export { default as DeferredTabs } from './DeferredTabs';
