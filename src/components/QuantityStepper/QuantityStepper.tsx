// A quantity stepper for manifests: minus, the number, plus (the Stepper building block), with its
// value bound by the manifest and each change emitted as 'change' { quantity }.
import type { EngineProps } from '../../engine/runtime/registry';
import type { QuantityStepperProps } from '../../generated/component-props';
import { asText } from '../propText';
import { Stepper } from './Stepper';

export default function QuantityStepper({
  value,
  min = 1,
  max = 999,
  label,
  itemName,
  allowZero,
  emit,
}: QuantityStepperProps & EngineProps) {
  const floor = allowZero ? 0 : Math.max(1, min);
  return (
    <Stepper
      value={value ?? floor}
      min={min}
      max={max}
      label={label === undefined ? undefined : asText(label)}
      itemName={itemName}
      allowZero={allowZero}
      onChange={(quantity) => emit?.('change', { quantity })}
    />
  );
}
