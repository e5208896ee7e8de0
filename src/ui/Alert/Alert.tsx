// An alert: something the person must know now (an error, a refusal), announced at once
// (role="alert", assertive). Draw it only when there is something to say: an alert that is always in
// the page and changes its text is what Status is for.
import type { HTMLAttributes, ReactNode } from 'react';
import type { MessageElement, Tone } from '../tone';
import styles from './Alert.module.css';

export type MessageAppearance = 'text' | 'box';

export interface AlertProps extends HTMLAttributes<HTMLElement> {
  /** danger by default: most alerts are errors. */
  tone?: Tone;
  /** A line in the tone's colour (default) or a bordered panel. */
  appearance?: MessageAppearance;
  /** The element drawn (p for a line of text inside running text, li inside a list). */
  as?: MessageElement;
  children?: ReactNode;
}

/** The classes of a message's look, for an element that cannot be an Alert or Status (a Radix part). */
export function messageClass(tone: Tone | undefined, appearance: MessageAppearance = 'text', className?: string): string | undefined {
  // No tone and a line: no class of the kit's, so the element keeps the look its owner gives it.
  return [(tone || appearance === 'box') && styles[appearance], tone && styles[tone], className].filter(Boolean).join(' ') || undefined;
}

export function Alert({ tone = 'danger', appearance = 'text', as: Element = 'div', className, ...rest }: AlertProps) {
  return <Element role="alert" {...rest} className={messageClass(tone, appearance, className)} />;
}
