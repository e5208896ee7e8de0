// Prop values from manifests arrive as any JSON: the text and yes/no readings every component shares.
export const asText = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
export const flag = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';
