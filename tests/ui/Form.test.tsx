// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainRule, Form, FormAlert, showRefusal, TextField } from '../../src/ui/Field';
import { CheckboxField, RadioField } from '../../src/ui/Field/choices';
import { validateDeliveryAddress, validatePaymentChosen, validateTerms } from '../../src/domain';
import { setLanguage } from '../../src/i18n';
import { renderInFamily } from '../components/helpers';

interface Values {
  pay: string;
  address: string;
  terms: boolean;
}
const FIELDS = { 'delivery.address': 'address' } as const;

function Sample({
  onValid,
  refusal,
}: {
  onValid: (v: Values) => void;
  refusal?: { code: string; message: string; values?: Record<string, unknown> };
}) {
  const form = useForm<Values>({ defaultValues: { pay: '', address: '', terms: false }, shouldFocusError: false });
  return (
    <Form
      form={form}
      onValid={(v) => {
        onValid(v);
        if (refusal) showRefusal(form, refusal, FIELDS);
      }}
    >
      <RadioField
        name="pay"
        legend="Payment"
        options={[
          { value: 'cash', label: 'Cash' },
          { value: 'card', label: 'Card', note: 'Surcharge 1.5%' },
        ]}
        rules={{ validate: domainRule(validatePaymentChosen) }}
      />
      <TextField<Values>
        name="address"
        label="Address"
        hint="Street and number"
        rules={{ validate: domainRule(validateDeliveryAddress) }}
      />
      <CheckboxField<Values> name="terms" label="I accept" rules={{ validate: domainRule(validateTerms) }} />
      <FormAlert />
      <button type="submit">Go</button>
    </Form>
  );
}

function fillAndSubmit() {
  fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: 'x' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'I accept' }));
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
}

afterEach(async () => {
  await setLanguage('en-gb');
});

describe('Form layer', () => {
  it("shows each field's domain message, wires aria-invalid and aria-describedby, and focuses the first invalid field in page order", async () => {
    const onValid = vi.fn();
    await renderInFamily(<Sample onValid={onValid} />);
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address.getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById(address.getAttribute('aria-describedby')!)!.textContent).toBe('Street and number');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please select a payment method',
      'Please enter a delivery address',
      'Please accept the terms and conditions',
    ]);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    const described = address
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['Street and number', 'Please enter a delivery address']);
    expect(screen.getByRole('checkbox', { name: 'I accept' }).getAttribute('aria-invalid')).toBe('true');
    // The radio group comes first on the page: its first choice has the focus.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Cash' }));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("clears a field's error once it is fixed and submits the values", async () => {
    const onValid = vi.fn();
    await renderInFamily(<Sample onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findAllByRole('alert');
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: '1 Eagle St' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ pay: 'card', address: '1 Eagle St', terms: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts a server refusal with a known code on its field, in the visitor's language, and follows a language switch", async () => {
    await renderInFamily(
      <Sample
        onValid={() => undefined}
        refusal={{ code: 'delivery.address', message: 'validation.pinInvalid', values: { length: 6 } }}
      />,
    );
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your 6-digit PIN');
    expect(screen.getByRole('textbox', { name: 'Address' }).getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      await setLanguage('zh-hans');
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/6/));
    expect(screen.getByRole('alert').textContent).not.toMatch(/Please/);
  });

  it('an arrow key chooses the next choice on the key itself, even let go before the focus moves (radix-ui/primitives#4094)', async () => {
    await renderInFamily(<Sample onValid={() => undefined} />);
    const cash = screen.getByRole('radio', { name: 'Cash' });
    const card = screen.getByRole('radio', { name: 'Card' });
    fireEvent.click(cash);
    expect(cash.getAttribute('aria-checked')).toBe('true');
    // A quick tap: the key is up before Radix's timer moves the focus (its own choice then never comes).
    act(() => {
      fireEvent.keyDown(cash, { key: 'ArrowDown' });
      fireEvent.keyUp(cash, { key: 'ArrowDown' });
    });
    expect(card.getAttribute('aria-checked')).toBe('true');
    expect(cash.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(card));
    // Round the end, back to the first; an arrow with a modifier chooses nothing.
    act(() => {
      fireEvent.keyDown(card, { key: 'ArrowRight' });
      fireEvent.keyUp(card, { key: 'ArrowRight' });
    });
    expect(cash.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(cash));
    act(() => {
      fireEvent.keyDown(cash, { key: 'ArrowUp', shiftKey: true });
    });
    expect(cash.getAttribute('aria-checked')).toBe('true');
  });

  it("puts a refusal with an unknown code in the form's alert, the server's text as it came", async () => {
    await renderInFamily(
      <Sample onValid={() => undefined} refusal={{ code: 'order.other', message: 'The kitchen is busy' }} />,
    );
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('The kitchen is busy');
    expect(screen.getByRole('textbox', { name: 'Address' }).getAttribute('aria-invalid')).toBe('false');
    // The refusal answered what was sent: a change takes it away.
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: 'y' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
