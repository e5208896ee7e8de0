// A form error's message is a text to translate when it is drawn, not when it was found, so an error
// on screen follows a language switch. It is an i18n key (a domain rule's 'validation.*' key, an
// 'ordering.*' key), a key with values, or a server's own text (shown through translateMessage, which
// leaves unknown text as it is).
import type { ValidationResult } from '../../domain';

const WITH_VALUES = '\u0001';

/** The message of a key with values, kept as one string (react-hook-form errors carry a string). */
export function keyedMessage(key: string, values?: Record<string, unknown>): string {
  return values && Object.keys(values).length ? `${WITH_VALUES}${JSON.stringify([key, values])}` : key;
}

/** A domain rule's failure as a message, or true (react-hook-form's 'valid'). */
export function ruleMessage(result: ValidationResult): string | true {
  return result.ok ? true : keyedMessage(result.key, result.values);
}

/** A validate function for react-hook-form from a domain rule (src/domain, the one source of spec 5's rules). */
export function domainRule<V, A = unknown>(
  rule: (value: V, all: A) => ValidationResult,
): (value: V, all: A) => string | true {
  return (value, all) => ruleMessage(rule(value, all));
}

/** The key and values of a message; a plain key or server text comes back as it is. */
export function readMessage(message: string): { key: string; values?: Record<string, unknown> } {
  if (!message.startsWith(WITH_VALUES)) return { key: message };
  try {
    const [key, values] = JSON.parse(message.slice(1)) as [string, Record<string, unknown>];
    return { key, values };
  } catch {
    return { key: message };
  }
}
