// The console's sections as a typed list: each is its own component file, drawn as a tab. A new
// section (resources, menu, theme) is one more entry here, its label `backoffice.tab_<id>`.
import type { ReactNode } from 'react';
import type { ConsoleStateResult } from '../../features/backoffice';
import { DraftEditor } from './DraftEditor';
import { PreviewPublish } from './PreviewPublish';
import { HistoryList } from './HistoryList';
import { AuditList } from './AuditList';
import { KioskList } from './KioskList';
import { PaymentProviders } from './PaymentProviders';
import { ModeSetupLazy } from './setup/lazy';

export const CONSOLE_SECTIONS = ['draft', 'setup', 'preview', 'history', 'audit', 'kiosks', 'payments'] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** What every section is given: the venue, the console state, a refresh and the polite announcer. */
export interface SectionProps {
  shop: string;
  state: ConsoleStateResult;
  refresh: () => Promise<unknown>;
  announce: (text: string) => void;
  /** The venue's time zone (its hours): times are shown in it. */
  tz: string;
}

export const SECTION_VIEWS: Record<ConsoleSection, (p: SectionProps) => ReactNode> = {
  draft: (p) => <DraftEditor shop={p.shop} state={p.state} refresh={p.refresh} announce={p.announce} />,
  setup: (p) => <ModeSetupLazy shop={p.shop} state={p.state} refresh={p.refresh} announce={p.announce} />,
  preview: (p) => <PreviewPublish shop={p.shop} state={p.state} refresh={p.refresh} announce={p.announce} />,
  history: (p) => <HistoryList shop={p.shop} tz={p.tz} refresh={p.refresh} announce={p.announce} />,
  audit: (p) => <AuditList shop={p.shop} tz={p.tz} />,
  kiosks: (p) => <KioskList shop={p.shop} announce={p.announce} />,
  payments: (p) => <PaymentProviders shop={p.shop} announce={p.announce} />,
};
