// How a call's path names its contract file and its generated types (schemas/calls/README.md).

/** '/pro/acs/card/action' -> 'pro.acs.card.action.json'. */
export const contractFile = (path: string): string => `${path.replace(/^\//, '').replace(/\//g, '.')}.json`;

/** '/pro/acs/card/action' -> 'ProAcsCardAction'. */
export const typeName = (path: string): string =>
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
