// A button for manifests; the manifest wires actions to its 'press' event. The look is the UI kit's.
import type { EngineProps } from '../../engine/runtime/registry';
import { Button as KitButton } from '../../ui/Button/Button';
import { asText } from '../propText';
import type { ButtonProps } from '../../generated/component-props';

export default function Button({ label, tone = 'primary', disabled, fullWidth, emit }: ButtonProps & EngineProps) {
  return (
    <KitButton variant={tone} fullWidth={fullWidth} disabled={disabled} onClick={() => emit?.('press')}>
      {asText(label)}
    </KitButton>
  );
}
