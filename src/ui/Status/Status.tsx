// A status: news that waits its turn (role="status", aria-live polite): a saved note, a count that
// changed, "added to the cart". Keep it in the page and change its text, so assistive technology reads
// the change; without a tone it takes the look of the text around it.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { messageClass, type MessageAppearance } from '../Alert/Alert';
import type { MessageElement, Tone } from '../tone';

export interface StatusProps extends HTMLAttributes<HTMLElement> {
  tone?: Tone;
  appearance?: MessageAppearance;
  as?: MessageElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

export function Status({ tone, appearance = 'text', as = 'div', className, ref, ...rest }: StatusProps) {
  const Element = as as 'div';
  return (
    <Element
      role="status"
      aria-live="polite"
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      className={messageClass(tone, appearance, className)}
    />
  );
}
