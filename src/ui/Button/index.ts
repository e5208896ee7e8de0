export { Button, type ButtonProps } from './Button';
export {
  buttonClass,
  BUTTON_VARIANTS,
  BUTTON_SIZES,
  type ButtonVariant,
  type ButtonSize,
  type ButtonLook,
} from './buttonClass';
