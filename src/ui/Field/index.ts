// The form layer (react-hook-form) without Radix: forms of text fields (login) load only this.
// Choices (Radix radio group, checkbox) are in './choices'.
export { Form, focusFirstInvalid } from './Form';
export { Field, TextField, useFieldState, type ControlProps, type FieldRules } from './Field';
export { FieldError } from './FieldError';
export { FormAlert } from './FormAlert';
export { showRefusal, SERVER_ERROR, type Refusal } from './serverRefusal';
export { domainRule, ruleMessage, keyedMessage, readMessage } from './formMessage';
export { useFormText } from './useFormText';
export { default as formStyles } from './Field.module.css';
