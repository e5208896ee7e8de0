// Schema validation with the build-time compiled validators: documents (documents.ts) and the
// props of every registry component (src/generated/validators.js, the larger part).
import type { ValidationCode, ValidationIssue } from '../contract';
import { componentPropsValidators } from '../../generated/validators.js';
import { formatAjvErrors } from './documents';

export { KINDS, formatAjvErrors, validateDocument, type Kind } from './documents';

/** Known component types (those with a compiled props validator). */
export function compiledComponentTypes(): string[] {
  return Object.keys(componentPropsValidators);
}

/** Validate an element's props against its component's props schema; pointer is the element's '/props'. */
export function validateComponentProps(type: string, props: unknown, file: string, pointer: string): ValidationIssue[] {
  const validate = componentPropsValidators[type];
  if (!validate) return [];
  const value = props ?? {};
  try {
    if (validate(value)) return [];
    return formatAjvErrors(validate.errors, value, file, 'The props').map((i) => ({
      ...i,
      code: propsCode(i.code),
      path: pointer + i.path,
      message: `${type}: ${i.message}`,
    }));
  } catch (e) {
    return [
      {
        severity: 'error',
        code: 'props.unreadable',
        file,
        path: pointer,
        message: `${type} props could not be checked (${e instanceof Error ? e.message : String(e)}).`,
      },
    ];
  }
}

/** A schema code of a component's props reads `props.<…>` (so a designer knows the props are at fault). */
function propsCode(code: ValidationCode): ValidationCode {
  return code.startsWith('schema.') ? `props.${code.slice('schema.'.length)}` : code;
}
