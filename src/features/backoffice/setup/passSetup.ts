// Date-range passes set up from the console (issue 30): the setup's values from a snapshot of the venue
// document, and the snapshot they make (the `resources` part's passes, the `ticket` service type first
// with ticket type 'daterange' while the venue sells passes). Money as the operator types it; pure.
import {
  checkResources,
  readServiceTypes,
  type ConfigSnapshot,
  type LocalName,
  type ResourceIssue,
} from '../../../domain';

export interface PassValues {
  id: string;
  name: LocalName;
  days: number | null;
  capacity: number | null;
  /** Dollars as typed. */
  price: number | null;
}

export interface PassSetupValues {
  /** The venue sells passes (its customers' home is the pass page). */
  on: boolean;
  passes: PassValues[];
}

const newId = (random = Math.random) =>
  `ps-${Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`;

/** A new pass type: a day pass. */
export const newPass = (random = Math.random): PassValues => ({
  id: newId(random),
  name: { 'en-gb': '', 'zh-hans': '' },
  days: 1,
  capacity: 100,
  price: 20,
});

export function toPassSetup(s: ConfigSnapshot): PassSetupValues {
  const list = s.resources.passes ?? [];
  const types = readServiceTypes(s.settings.serviceTypes);
  return {
    on: types[0] === 'ticket' && s.settings.ticketType === 'daterange' && list.length > 0,
    passes: list.map((p) => ({
      id: p.id,
      name: p.name,
      days: p.days,
      capacity: p.capacity,
      price: p.priceCents / 100,
    })),
  };
}

/** The snapshot with the passes: the resources part and the service types (passes first when on). */
export function fromPassSetup(v: PassSetupValues, base: ConfigSnapshot): ConfigSnapshot {
  const types = readServiceTypes(base.settings.serviceTypes);
  const others = types.filter((t) => t !== 'ticket');
  const wasPasses = types.includes('ticket') && base.settings.ticketType === 'daterange';
  const serviceTypes = v.on ? ['ticket', ...others] : wasPasses ? (others.length ? others : ['shop']) : types;
  return {
    ...base,
    settings: { ...base.settings, serviceTypes, ...(v.on ? { ticketType: 'daterange' } : {}) },
    resources: {
      ...base.resources,
      passes: v.passes.map((p) => ({
        id: p.id,
        name: p.name,
        days: p.days ?? 0,
        capacity: p.capacity ?? 0,
        priceCents: Math.round((p.price ?? -1) * 100),
      })),
    },
  };
}

/** The passes' problems by meaning (the server's checks), and selling passes with none set up. */
export function passSetupIssues(v: PassSetupValues, base: ConfigSnapshot): ResourceIssue[] {
  const out = checkResources(fromPassSetup(v, base).resources).filter((i) => i.path.startsWith('passes'));
  if (v.on && !v.passes.length)
    out.push({ path: 'passes', code: 'passNone', message: 'Add at least one pass type to sell passes.' });
  return out;
}
