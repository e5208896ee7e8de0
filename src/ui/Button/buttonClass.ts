// The class names of the kit's button look, for an element that must stay what it is (a router Link,
// an <a>, a Radix trigger) but look like a button. <Button> uses the same function.
import styles from './Button.module.css';

/** The looks a button has. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger', 'dangerOutline', 'link'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Sizes: phone scale (sm, md, lg) and the kiosk's large targets. */
export const BUTTON_SIZES = ['sm', 'md', 'lg', 'kiosk'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

export function buttonClass(look: ButtonVariant | ButtonLook = {}): string {
  const {
    variant = 'primary',
    size = 'md',
    fullWidth,
    className,
  } = typeof look === 'string' ? { variant: look } : look;
  return [styles.button, styles[variant], styles[size], fullWidth && styles.full, className].filter(Boolean).join(' ');
}
