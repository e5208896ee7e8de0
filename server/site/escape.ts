// Text for HTML: & < > " ' escaped (the first-paint shell, the error pages).
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
