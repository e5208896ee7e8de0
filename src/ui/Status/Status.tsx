// A status: news that waits its turn (role="status", aria-live polite): a saved note, a count that
// changed, "added to the cart". Keep it in the page and change its text, so assistive technology reads
// the change; without a tone it takes the look of the text around it.
import type { HTMLAttributes, ReactNode } from 'react';
import { messageClass, type MessageAppearance } from '../Alert/Alert';
import type { MessageElement, Tone } from '../tone';

export interface StatusProps extends HTMLAttributes<HTMLElement> {
  tone?: Tone;
  appearance?: MessageAppearance;
  as?: MessageElement;
  children?: ReactNode;
}

export function Status({ tone, appearance = 'text', as: Element = 'div', className, ...rest }: StatusProps) {
  return <Element role="status" aria-live="polite" {...rest} className={messageClass(tone, appearance, className)} />;
}
