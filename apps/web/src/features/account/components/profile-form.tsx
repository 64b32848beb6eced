import '../../../lib/my-texts';
import type { ThaiAddressEntry } from '@yangdee/contracts/thai-address';
import type { Gender, Profile } from '@yangdee/contracts/user-profile';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ThaiAddressInput } from '../../../components/thai-address-input';
import { apiErrorText } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveProfileField } from '../api/profile';
import { FieldStatus } from './field-status';

// /my/profile: each field is its own small form with its own Save and inline result (spec 3).

const input = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const saveButton =
  'rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';

const errorText = apiErrorText;

function FieldForm(props: {
  id: string;
  title: string;
  onSubmit: () => void;
  mutation: {
    status: 'idle' | 'pending' | 'success' | 'error';
    error: unknown;
    isPending: boolean;
  };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      aria-labelledby={`${props.id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        props.onSubmit();
      }}
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
        <FieldStatus state={props.mutation.status} error={errorText(props.mutation.error)} />
      </div>
    </form>
  );
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [birthDate, setBirthDate] = useState(profile.birthDate ?? '');
  const [gender, setGender] = useState<Gender>(profile.gender);
  const [address, setAddress] = useState(profile.address);
  const [area, setArea] = useState<ThaiAddressEntry>({
    tumbon: profile.subDistrict,
    amphur: profile.district,
    province: profile.province,
    postcode: profile.postCode,
  });
  const saveName = useSaveProfileField('save-name');
  const saveEmail = useSaveProfileField('save-email');
  const saveBirthDate = useSaveProfileField('save-birthdate');
  const saveGender = useSaveProfileField('save-gender');
  const saveAddress = useSaveProfileField('save-address');
  const today = new Date().toISOString().slice(0, 10);

  return (
    <div className="grid gap-4">
      <p className="text-slate-600">
        {t('my.profile.account', { username: profile.username ?? '-', tel: profile.tel ?? '-' })}
      </p>
      <FieldForm
        id="name"
        title={t('my.profile.name')}
        mutation={saveName}
        onSubmit={() => saveName.mutate({ name })}
      >
        <label className="block text-sm text-slate-700">
          {t('my.profile.nameLabel')}
          <input
            className={input}
            name="name"
            value={name}
            maxLength={100}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
      </FieldForm>
      <FieldForm
        id="email"
        title={t('my.profile.email')}
        mutation={saveEmail}
        onSubmit={() => saveEmail.mutate({ email })}
      >
        <label className="block text-sm text-slate-700">
          {t('my.profile.emailLabel')}
          <input
            className={input}
            type="email"
            name="email"
            value={email}
            maxLength={100}
            autoComplete="email"
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
      </FieldForm>
      <FieldForm
        id="birth"
        title={t('my.profile.birthDate')}
        mutation={saveBirthDate}
        onSubmit={() => saveBirthDate.mutate({ birthDate })}
      >
        <label className="block text-sm text-slate-700">
          {t('my.profile.birthDateLabel')}
          <input
            className={input}
            type="date"
            name="birthDate"
            value={birthDate}
            max={today}
            min="1900-01-01"
            onChange={(e) => setBirthDate(e.target.value)}
          />
        </label>
      </FieldForm>
      <FieldForm
        id="gender"
        title={t('my.profile.gender')}
        mutation={saveGender}
        onSubmit={() => saveGender.mutate({ gender })}
      >
        <label className="block text-sm text-slate-700">
          {t('my.profile.genderLabel')}
          <select
            className={input}
            name="gender"
            value={gender}
            onChange={(e) => setGender(e.target.value as Gender)}
          >
            <option value="">{t('my.profile.genderNone')}</option>
            <option value="male">{t('my.profile.genderMale')}</option>
            <option value="female">{t('my.profile.genderFemale')}</option>
            <option value="other">{t('my.profile.genderOther')}</option>
          </select>
        </label>
      </FieldForm>
      <FieldForm
        id="address"
        title={t('my.profile.address')}
        mutation={saveAddress}
        onSubmit={() =>
          saveAddress.mutate({
            address,
            subDistrict: area.tumbon,
            district: area.amphur,
            province: area.province,
            postCode: area.postcode,
          })
        }
      >
        <label className="mb-3 block text-sm text-slate-700">
          {t('my.profile.addressLine')}
          <input
            className={input}
            name="address"
            value={address}
            maxLength={100}
            autoComplete="street-address"
            onChange={(e) => setAddress(e.target.value)}
          />
        </label>
        <ThaiAddressInput value={area} onChange={setArea} />
      </FieldForm>
    </div>
  );
}
