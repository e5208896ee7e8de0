export { Stack, Inline, LAYOUT_ELEMENTS, ALIGNS, JUSTIFIES, type LayoutProps, type InlineProps } from './Stack';
