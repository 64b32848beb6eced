import {
  type AddCarBody,
  type Car,
  checkBirthDate,
  type Gender,
  MAX_CARS_PER_USER,
  type Profile,
  type SaveAddressBody,
} from '@yangdee/contracts/user-profile';
import { getPasswordFailures } from '@yangdee/contracts/validation';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { bangkokToday } from '../../lib/time';
import { assertThaiAddress } from '../master/address-check';
import * as repo from './profile.repository';

// Use cases of /my/profile, /my/password and /my/car (spec 2.2, 3 User and Car, 5).

async function requireUserRow(db: Db, userId: number) {
  const user = await repo.findUser(db, userId);
  if (!user) throw new AppError('TOKEN_INVALID');
  return user;
}

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: [message] });

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const u = await requireUserRow(db, userId);
  return {
    username: u.username,
    tel: u.tel,
    name: u.name,
    email: u.email,
    birthDate: u.birthDate,
    gender: (['male', 'female', 'other'].includes(u.gender) ? u.gender : '') as Gender,
    address: u.address,
    subDistrict: u.subDistrict,
    district: u.district,
    province: u.province,
    postCode: u.postCode,
    isAcceptPrivacy: u.isAcceptPrivacy,
  };
}

export async function saveName(db: Db, userId: number, name: string) {
  await repo.updateUser(db, userId, { name });
}

export async function saveEmail(db: Db, userId: number, email: string) {
  await repo.updateUser(db, userId, { email: email.toLowerCase() });
}

export async function saveBirthDate(db: Db, userId: number, birthDate: string) {
  const problem = checkBirthDate(birthDate, bangkokToday());
  if (problem) throw fieldError('birthDate', problem);
  await repo.updateUser(db, userId, { birthDate });
}

export async function saveGender(db: Db, userId: number, gender: Gender) {
  await repo.updateUser(db, userId, { gender });
}

export async function saveAddress(db: Db, userId: number, body: SaveAddressBody) {
  // The parts must name one real address of the Thai address data (decision 0065).
  assertThaiAddress(body);
  await repo.updateUser(db, userId, body);
}

/** Verifies the current password, sets the new one, ends every other session (keeps this one). */
export async function changePassword(
  db: Db,
  user: { id: number; tokenId: number },
  currentPassword: string,
  newPassword: string,
) {
  const failures = getPasswordFailures(newPassword);
  if (failures.length > 0) {
    throw new AppError('VALIDATION_FAILED', failures.join('\n'), { newPassword: failures });
  }
  const row = await requireUserRow(db, user.id);
  if (!(await verifyPassword(row.passwordHash, currentPassword))) {
    throw fieldError('currentPassword', 'รหัสผ่านปัจจุบันไม่ถูกต้อง');
  }
  if (currentPassword === newPassword) {
    throw fieldError('newPassword', 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน');
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    await repo.revokeOtherTokens(tx, user.id, user.tokenId);
  });
}

export async function getCars(db: Db, userId: number): Promise<Car[]> {
  return repo.findCars(db, userId);
}

export async function addCar(db: Db, userId: number, body: AddCarBody): Promise<Car> {
  const make = await repo.findCarMake(db, body.carBrand);
  if (!make) throw fieldError('carBrand', 'ไม่พบยี่ห้อรถนี้ กรุณาเลือกจากรายการ');
  const model = await repo.findCarModelOfMake(db, make.id, body.carModel);
  if (!model) throw fieldError('carModel', 'ไม่พบรุ่นรถนี้ กรุณาเลือกจากรายการ');
  if ((await repo.countCars(db, userId)) >= MAX_CARS_PER_USER) {
    throw new AppError('CONFLICT', `บันทึกรถได้สูงสุด ${MAX_CARS_PER_USER} คัน กรุณาลบรถที่ไม่ใช้แล้วก่อน`);
  }
  const car = {
    licenseNumber: body.licenseNumber,
    licenseProvince: body.licenseProvince,
    carBrand: make.nameEn,
    carModel: model.name,
  };
  const id = await repo.insertCar(db, { userId, ...car });
  return { id, ...car };
}

export async function deleteCar(db: Db, userId: number, carId: number): Promise<void> {
  // Another user's car id looks exactly like a missing one (no hint that it exists).
  if ((await repo.deleteCar(db, userId, carId)) === 0) throw new AppError('NOT_FOUND');
}
