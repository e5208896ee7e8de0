// An alert: something the person must know now (an error, a refusal), announced at once
// (role="alert", assertive). Draw it only when there is something to say: an alert that is always in
// the page and changes its text is what Status is for.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { MessageElement, Tone } from '../tone';
import styles from './Alert.module.css';

export type MessageAppearance = 'text' | 'box';

export interface AlertProps extends HTMLAttributes<HTMLElement> {
  /** danger by default: most alerts are errors; 'none' adds no look (the owner's className gives it). */
  tone?: Tone | 'none';
  /** A line in the tone's colour (default) or a bordered panel. */
  appearance?: MessageAppearance;
  /** The element drawn (p for a line of text inside running text, li inside a list). */
  as?: MessageElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** The look of a message in a tone, for an element that is not itself the announcement (a line inside one, a Radix part). */
export function toneClass(tone: Tone = 'danger', appearance: MessageAppearance = 'text'): string {
  return `${styles[appearance]} ${styles[tone]}`;
}

/** The classes of a message's look, for an element that cannot be an Alert or Status (a Radix part). */
export function messageClass(
  tone: Tone | 'none' | undefined,
  appearance: MessageAppearance = 'text',
  className?: string,
): string | undefined {
  // No tone and a line: no class of the kit's, so the element keeps the look its owner gives it.
  if (tone === 'none') return className;
  return (
    [(tone || appearance === 'box') && styles[appearance], tone && styles[tone], className].filter(Boolean).join(' ') ||
    undefined
  );
}

export function Alert({ tone = 'danger', appearance = 'text', as = 'div', className, ref, ...rest }: AlertProps) {
  // One element type for the checker: the ref and props fit every element of MESSAGE_ELEMENTS alike.
  const Element = as as 'div';
  return (
    <Element
      role="alert"
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      className={messageClass(tone, appearance, className)}
    />
  );
}
