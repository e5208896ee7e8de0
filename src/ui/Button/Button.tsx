// The kit's button: one look for every button of the app (variants, sizes, disabled, busy). A busy
// button cannot be pressed again (double submits) and says so with aria-busy; it keeps its label so
// the focus and the accessible name stay where they were. The ref and every native prop reach the
// <button>; type defaults to "button" so a button inside a form never submits it by accident.
import type { ComponentPropsWithRef } from 'react';
import { buttonClass, type ButtonLook } from './buttonClass';

export interface ButtonProps extends ComponentPropsWithRef<'button'>, Omit<ButtonLook, 'className'> {
  /** Working on the press (a request in flight): not pressable, aria-busy. */
  busy?: boolean;
}

export function Button({ variant, size, fullWidth, busy, className, type = 'button', disabled, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, fullWidth, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    />
  );
}
