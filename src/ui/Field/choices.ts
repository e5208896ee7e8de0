// Choices on Radix (radio group, checkbox): a separate entry so forms without them do not load Radix.
export { RadioField, type RadioOption } from './RadioField';
export { CheckboxField } from './CheckboxField';
