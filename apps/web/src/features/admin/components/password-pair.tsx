import { TextField } from '../../../components/form-field';
import { PasswordRules } from '../../auth/components/password-rules';

// A password typed twice (a new operator's first password, or a new one set by the owner), with
// the shops' password rules ticked while typing. The server checks both again.

export type PasswordPairValue = { password: string; confirmPassword: string };

export function passwordPairError(
  value: PasswordPairValue,
  fieldErrors: Record<string, string[]> | undefined,
  mismatch: string,
): { password?: string; confirmPassword?: string } {
  return {
    password: fieldErrors?.password?.join(' '),
    confirmPassword:
      value.confirmPassword && value.password !== value.confirmPassword
        ? mismatch
        : fieldErrors?.confirmPassword?.join(' '),
  };
}

interface PasswordPairProps {
  value: PasswordPairValue;
  onChange: (value: PasswordPairValue) => void;
  labels: { password: string; confirmPassword: string };
  errors: { password?: string; confirmPassword?: string };
}

export function PasswordPair({ value, onChange, labels, errors }: PasswordPairProps) {
  return (
    <div className="space-y-3">
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        value={value.password}
        error={errors.password}
        onChange={(password) => onChange({ ...value, password })}
      />
      <TextField
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        value={value.confirmPassword}
        error={errors.confirmPassword}
        onChange={(confirmPassword) => onChange({ ...value, confirmPassword })}
      />
      <PasswordRules password={value.password} />
    </div>
  );
}
