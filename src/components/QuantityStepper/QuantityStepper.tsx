// A quantity stepper: minus, the number, plus. Never below `min`, never above `max`.
import { useTranslation } from '../../i18n';
import type { EngineProps } from '../../engine/runtime/registry';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps extends EngineProps {
  value: number;
  min?: number;
  max?: number;
  /** What is counted, for screen readers ("Quantity of Latte"). */
  label?: string;
  /** The item's name for the buttons ("Increase Latte"); default the label. */
  itemName?: string;
  onChange?: (n: number) => void;
  /** Allows going to 0 (the cart: 0 removes the line). */
  allowZero?: boolean;
}

export default function QuantityStepper({ value, min = 1, max = 999, label, itemName, onChange, allowZero, emit }: QuantityStepperProps) {
  const { t } = useTranslation();
  const floor = allowZero ? 0 : Math.max(1, min);
  const set = (n: number) => {
    const next = Math.min(max, Math.max(floor, n));
    if (next === value) return;
    onChange?.(next);
    emit?.('change', { quantity: next });
  };
  const name = label || t('ordering.quantity');
  const item = itemName || name;
  return (
    <div className={styles.stepper} role="group" aria-label={name}>
      <button type="button" className={styles.btn} onClick={() => set(value - 1)} disabled={value <= floor || (!allowZero && value <= min)} aria-label={t('ordering.decrease', { name: item })}>
        −
      </button>
      <output className={styles.value} aria-live="polite" aria-label={name}>{value}</output>
      <button type="button" className={styles.btn} onClick={() => set(value + 1)} disabled={value >= max} aria-label={t('ordering.increase', { name: item })}>
        +
      </button>
    </div>
  );
}
