// Typed lists shared by the kit's components: message tones and the space scale (theme tokens).

/** What a message is about; each maps to a theme role (danger, warning, success) or plain text (info). */
export const TONES = ['danger', 'warning', 'success', 'info'] as const;
export type Tone = (typeof TONES)[number];

/** Gaps between items: the theme's space tokens (--space-*), or none. */
export const GAPS = ['none', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Gap = (typeof GAPS)[number];

/** Elements a message may be drawn as, so swapping a hand-written <p role="alert"> keeps its element. */
export const MESSAGE_ELEMENTS = ['div', 'p', 'span', 'li', 'section'] as const;
export type MessageElement = (typeof MESSAGE_ELEMENTS)[number];
