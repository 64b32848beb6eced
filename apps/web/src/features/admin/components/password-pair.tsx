import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { PasswordRules } from '../../auth/components/password-rules';

// A password typed twice (a new operator's first password, or a new one set by the owner), with
// the shops' password rules ticked while typing. The form checks both with the contracts' schema
// when sent, and the server again.

export type PasswordPairValue = { password: string; confirmPassword: string };

/** The pair's messages: a second password that differs is told as soon as it is typed. */
export function passwordPairError(
  value: PasswordPairValue,
  errors: { password?: string; confirmPassword?: string },
  mismatch: string,
): { password?: string; confirmPassword?: string } {
  return {
    password: errors.password,
    confirmPassword:
      value.confirmPassword && value.password !== value.confirmPassword
        ? mismatch
        : errors.confirmPassword,
  };
}

interface PasswordPairProps {
  /** The password as typed, for the rules' ticks. */
  password: string;
  registration: { password: UseFormRegisterReturn; confirmPassword: UseFormRegisterReturn };
  labels: { password: string; confirmPassword: string };
  errors: { password?: string; confirmPassword?: string };
}

export function PasswordPair({ password, registration, labels, errors }: PasswordPairProps) {
  return (
    <div className="space-y-3">
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        error={errors.password}
        registration={registration.password}
      />
      <TextField
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        error={errors.confirmPassword}
        registration={registration.confirmPassword}
      />
      <PasswordRules password={password} />
    </div>
  );
}
