// Pieces the kiosk steps share: the step frame with its heading, a large button, a flow-event button,
// and the bottom bar's total.
import type { ReactNode } from 'react';
import { sendFlowEvent } from '../../../engine/flow/events';
import { useTranslation } from '../../../i18n';
import styles from '../KioskStep.module.css';

export { styles };

export function StepFrame({ title, children, lead }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.step} aria-labelledby="kiosk-step-title">
      <h1 id="kiosk-step-title" className={styles.title}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}

export function BigButton({
  children,
  onClick,
  secondary,
  big,
  disabled,
  label,
  pressed,
}: {
  children: ReactNode;
  onClick: () => void;
  secondary?: boolean;
  big?: boolean;
  disabled?: boolean;
  label?: string;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      className={[styles.button, secondary ? styles.secondary : '', big ? styles.big : ''].join(' ')}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-pressed={pressed}
    >
      {children}
    </button>
  );
}

/** A button sending a flow event (BACK, CART, ...). */
export function EventButton({
  event,
  children,
  secondary = true,
}: {
  event: string;
  children?: ReactNode;
  secondary?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <BigButton secondary={secondary} onClick={() => sendFlowEvent(event)}>
      {children ?? t('kiosk.back')}
    </BigButton>
  );
}

/** The bottom bar: back on the left, then the total and the next step. */
export function StepBar({ back, next, total }: { back?: ReactNode; next?: ReactNode; total?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      {back}
      <span className={styles.spacer} />
      {total ? (
        <span className={styles.barTotal} aria-live="polite">
          {t('kiosk.cartTotal', { total })}
        </span>
      ) : null}
      {next}
    </div>
  );
}
