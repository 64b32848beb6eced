import '../../../lib/my-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Gender,
  type Profile,
  type SaveAddressBody,
  SaveAddressBodySchema,
  SaveBirthdateBodySchema,
  SaveEmailBodySchema,
  SaveGenderBodySchema,
  SaveNameBodySchema,
} from '@yangdee/contracts/user-profile';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field, FieldError, TextField } from '../../../components/form-field';
import { ThaiAddressInput } from '../../../components/thai-address-input';
import { apiErrorText } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveProfileField } from '../api/profile';
import { FieldStatus } from './field-status';

// /my/profile: each field is its own small form with its own Save and inline result (spec 3),
// react-hook-form with the schema of its own call (the server validates with the same).

const saveButton =
  'rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
const selectClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';

type SaveState = {
  status: 'idle' | 'pending' | 'success' | 'error';
  error: unknown;
  isPending: boolean;
};

function FieldForm(props: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  mutation: SaveState;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      aria-labelledby={`${props.id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={props.onSubmit}
      noValidate
    >
      <h2 id={`${props.id}-title`} className="font-semibold text-slate-900">
        {props.title}
      </h2>
      <div className="mt-2">{props.children}</div>
      <div className="mt-3 flex items-center gap-3">
        <button type="submit" className={saveButton} disabled={props.mutation.isPending}>
          {t('common.save')}
        </button>
        <FieldStatus state={props.mutation.status} error={apiErrorText(props.mutation.error)} />
      </div>
    </form>
  );
}

function NameForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfileField('save-name');
  const form = useForm<{ name: string }>({
    resolver: zodResolver(SaveNameBodySchema),
    defaultValues: { name: profile.name },
  });
  return (
    <FieldForm
      id="name"
      title={t('my.profile.name')}
      mutation={save}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <TextField
        label={t('my.profile.nameLabel')}
        registration={form.register('name')}
        error={form.formState.errors.name?.message}
        maxLength={100}
        autoComplete="name"
      />
    </FieldForm>
  );
}

function EmailForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfileField('save-email');
  const form = useForm<{ email: string }>({
    resolver: zodResolver(SaveEmailBodySchema),
    defaultValues: { email: profile.email },
  });
  return (
    <FieldForm
      id="email"
      title={t('my.profile.email')}
      mutation={save}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <TextField
        label={t('my.profile.emailLabel')}
        type="email"
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
        maxLength={100}
        autoComplete="email"
      />
    </FieldForm>
  );
}

function BirthDateForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfileField('save-birthdate');
  const form = useForm<{ birthDate: string }>({
    resolver: zodResolver(SaveBirthdateBodySchema),
    defaultValues: { birthDate: profile.birthDate ?? '' },
  });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <FieldForm
      id="birth"
      title={t('my.profile.birthDate')}
      mutation={save}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <TextField
        label={t('my.profile.birthDateLabel')}
        type="date"
        registration={form.register('birthDate')}
        error={form.formState.errors.birthDate?.message}
        max={today}
        min="1900-01-01"
      />
    </FieldForm>
  );
}

function GenderForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveProfileField('save-gender');
  const form = useForm<{ gender: Gender }>({
    resolver: zodResolver(SaveGenderBodySchema),
    defaultValues: { gender: profile.gender },
  });
  return (
    <FieldForm
      id="gender"
      title={t('my.profile.gender')}
      mutation={save}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <Field
        id={id}
        label={t('my.profile.genderLabel')}
        error={form.formState.errors.gender?.message}
      >
        <select id={id} className={selectClass} {...form.register('gender')}>
          <option value="">{t('my.profile.genderNone')}</option>
          <option value="male">{t('my.profile.genderMale')}</option>
          <option value="female">{t('my.profile.genderFemale')}</option>
          <option value="other">{t('my.profile.genderOther')}</option>
        </select>
      </Field>
    </FieldForm>
  );
}

function AddressForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfileField('save-address');
  const form = useForm<SaveAddressBody>({
    resolver: zodResolver(SaveAddressBodySchema),
    defaultValues: {
      address: profile.address,
      subDistrict: profile.subDistrict,
      district: profile.district,
      province: profile.province,
      postCode: profile.postCode,
    },
  });
  const [tumbon, amphur, province, postcode] = form.watch([
    'subDistrict',
    'district',
    'province',
    'postCode',
  ]);
  const { errors } = form.formState;
  const areaError =
    errors.subDistrict?.message ??
    errors.district?.message ??
    errors.province?.message ??
    errors.postCode?.message;
  return (
    <FieldForm
      id="address"
      title={t('my.profile.address')}
      mutation={save}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <div className="mb-3">
        <TextField
          label={t('my.profile.addressLine')}
          registration={form.register('address')}
          error={errors.address?.message}
          maxLength={100}
          autoComplete="street-address"
        />
      </div>
      <ThaiAddressInput
        value={{ tumbon, amphur, province, postcode }}
        onChange={(a) => {
          form.setValue('subDistrict', a.tumbon);
          form.setValue('district', a.amphur);
          form.setValue('province', a.province);
          form.setValue('postCode', a.postcode);
        }}
      />
      <FieldError message={areaError} />
    </FieldForm>
  );
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <p className="text-slate-600">
        {t('my.profile.account', { username: profile.username ?? '-', tel: profile.tel ?? '-' })}
      </p>
      <NameForm profile={profile} />
      <EmailForm profile={profile} />
      <BirthDateForm profile={profile} />
      <GenderForm profile={profile} />
      <AddressForm profile={profile} />
    </div>
  );
}
