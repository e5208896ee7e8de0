// The dictionary-based weak warning and the new-password rule (spec 5, issue 16 sign-up).
import { describe, expect, it } from 'vitest';
import { isDictionaryPassword, passwordStrength, passwordWarning, validateNewPassword } from '../../src/domain';

describe('isDictionaryPassword', () => {
  it.each([
    'password',
    'Password1!',
    'P@ssw0rd',
    'p@ssw0rd2024',
    '2024summer',
    'Qwerty123',
    'letmein',
    'Welcome1!',
    '123456789',
    '111111',
    'abcdef',
    '987654',
    'Iloveyou!',
    'aaaaaaaa',
  ])('%j is a dictionary password', (pw) => expect(isDictionaryPassword(pw)).toBe(true));
  it.each(['', 'Tr4m-Lin3!', 'Demo1234!x9Q', 'Zz9@zzzz', 'kettle-7-Blue', 'Vq8#mLr2'])('%j is not', (pw) =>
    expect(isDictionaryPassword(pw)).toBe(false),
  );
});

describe('the weak warning (a user may go on past it)', () => {
  it('warns for a weak (0) password and for a strong one from the dictionary', () => {
    expect(passwordStrength('Password1!')).toBe(2);
    expect(passwordWarning('Password1!')).toMatchObject({ ok: false, key: 'validation.passwordWeak' });
    expect(passwordWarning('abc')).toMatchObject({ ok: false, key: 'validation.passwordWeak' });
    expect(passwordWarning('Vq8#mLr2').ok).toBe(true);
    expect(passwordWarning('').ok).toBe(true); // empty is the required rule's business
  });
});

describe('validateNewPassword', () => {
  it('needs 6 to 20 characters, whatever the strength', () => {
    expect(validateNewPassword('')).toMatchObject({ ok: false, key: 'validation.passwordRequired' });
    expect(validateNewPassword('Ab1!x')).toMatchObject({
      ok: false,
      key: 'validation.passwordTooShort',
      message: 'Password needs at least 6 characters',
    });
    expect(validateNewPassword('aaaaaa').ok).toBe(true);
    expect(validateNewPassword('a'.repeat(21))).toMatchObject({ ok: false, key: 'validation.passwordTooLong' });
  });
});
