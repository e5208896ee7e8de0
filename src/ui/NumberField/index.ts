export { NumberField, type NumberFieldProps } from './NumberField';
export { stepValue, parseNumber, clamp } from './stepValue';
