// The manifests' Stack: the kit's Stack (a column) or Inline (a row), with what only a screen
// manifest asks for on top: a landmark with its name, page padding, a card surface, a maximum width.
import type { EngineProps } from '../../engine/runtime/registry';
import { Inline, Stack as KitStack } from '../../ui/Stack';
import styles from './Stack.module.css';
import { asText } from '../propText';
import type { StackProps } from '../../generated/component-props';

export default function Stack({
  as = 'div',
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap,
  padded,
  surface,
  label,
  maxWidth,
  children,
}: StackProps & EngineProps) {
  const className =
    [direction === 'column' && wrap && styles.wrap, padded && styles.padded, surface && styles.surface]
      .concat(maxWidth ? [styles[`max-${maxWidth}`]] : [])
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    as,
    gap,
    align,
    justify,
    className,
    'aria-label': label ? asText(label) : undefined,
    id: as === 'main' ? 'main' : undefined,
    children,
  };
  return direction === 'row' ? (
    <Inline {...common} nowrap={!wrap} align={align ?? 'stretch'} />
  ) : (
    <KitStack {...common} />
  );
}
