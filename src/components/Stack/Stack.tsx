// The manifests' Stack: the kit's Stack (a column) or Inline (a row), with what only a screen
// manifest asks for on top: a landmark with its name, page padding, a card surface, a maximum width,
// and children that fold behind a button on a narrow screen (a side navigation on a phone).
import { useId, useState, type MouseEvent } from 'react';
import type { EngineProps } from '../../engine/runtime/registry';
import { Button } from '../../ui/Button/Button';
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
  collapseWhenNarrow,
  children,
}: StackProps & EngineProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const foldable = Boolean(collapseWhenNarrow && label);
  const className =
    [
      direction === 'column' && wrap && styles.wrap,
      direction === 'row' && wrap && styles.rowWrap,
      padded && styles.padded,
      surface && styles.surface,
      foldable && styles.foldable,
      foldable && open && styles.open,
    ]
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
  if (foldable) {
    // A link followed inside the folded panel closes it again (the layout stays, the page changes).
    const closeOnLink = (e: MouseEvent) => {
      if ((e.target as HTMLElement).closest('a')) setOpen(false);
    };
    return (
      <KitStack {...common} gap="sm">
        <Button
          variant="secondary"
          className={styles.foldButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {asText(label)}
        </Button>
        <KitStack id={panelId} gap={gap} className={styles.foldPanel} onClick={closeOnLink}>
          {children}
        </KitStack>
      </KitStack>
    );
  }
  return direction === 'row' ? (
    <Inline {...common} nowrap={!wrap} align={align ?? 'stretch'} />
  ) : (
    <KitStack {...common} />
  );
}
