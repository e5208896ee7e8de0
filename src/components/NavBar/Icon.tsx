// Small line icons drawn as SVG paths (no icon font, no HTML strings).
const PATHS = {
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  cart: 'M3 4h2l2.5 11h11L21 7H7M9 20a1 1 0 100-2 1 1 0 000 2zm9 0a1 1 0 100-2 1 1 0 000 2z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9a8 8 0 0116 0',
  orders: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  wallet: 'M3 7h18v12H3zM3 7l13-4v4M16 13h2',
  info: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 11v6M12 7v.5',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zm10 3l-5-5',
  category: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  ticket: 'M3 7h18v4a2 2 0 000 4v4H3v-4a2 2 0 000-4z',
  pay: 'M3 6h18v12H3zM3 10h18',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  const d = PATHS[name];
  if (!d) return null;
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
