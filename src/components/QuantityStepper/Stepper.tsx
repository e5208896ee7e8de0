// The stepper itself, a building block for components that hold the quantity in React state
// (the cart lines, the product editor): minus, the number, plus. Never below `min`, never above `max`.
// The registry type QuantityStepper (QuantityStepper.tsx) draws it for manifests and emits 'change'.
import { useTranslation } from '../../i18n';
import styles from './QuantityStepper.module.css';

export interface StepperProps {
  value: number;
  min?: number;
  max?: number;
  /** The group's name (default 'Quantity'). */
  label?: string;
  /** Names the buttons ('Increase Latte'); the label when absent. */
  itemName?: string;
  /** Lets the quantity reach 0 (a cart line: 0 removes it). */
  allowZero?: boolean;
  onChange?: (quantity: number) => void;
}

export function Stepper({ value, min = 1, max = 999, label, itemName, allowZero, onChange }: StepperProps) {
  const { t } = useTranslation();
  const floor = allowZero ? 0 : Math.max(1, min);
  const set = (n: number) => {
    const next = Math.min(max, Math.max(floor, n));
    if (next !== value) onChange?.(next);
  };
  const name = label || t('ordering.quantity');
  const item = itemName || name;
  return (
    <div className={styles.stepper} role="group" aria-label={name}>
      <button
        type="button"
        className={styles.btn}
        onClick={() => set(value - 1)}
        disabled={value <= floor || (!allowZero && value <= min)}
        aria-label={t('ordering.decrease', { name: item })}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite" aria-label={name}>
        {value}
      </output>
      <button
        type="button"
        className={styles.btn}
        onClick={() => set(value + 1)}
        disabled={value >= max}
        aria-label={t('ordering.increase', { name: item })}
      >
        +
      </button>
    </div>
  );
}
