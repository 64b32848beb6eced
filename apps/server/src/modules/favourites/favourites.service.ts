import type { ProductCardPage } from '@yangdee/contracts/catalog';
import type { FavouriteChangeResponse } from '@yangdee/contracts/favourites';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { completeCards } from '../catalog/product-card.mapper';
import * as repo from './favourites.repository';

// A customer's favourite tyres (spec 7 "Favourites (auth)"). The user id always comes from the
// verified token, never from the request body, so nobody can touch another customer's list.

export async function addFavourite(
  db: Db,
  userId: number,
  productId: number,
): Promise<FavouriteChangeResponse> {
  if (!(await repo.isActiveProduct(db, productId))) {
    throw new AppError('NOT_FOUND', 'ไม่พบยางรุ่นนี้ หรือยางรุ่นนี้เลิกจำหน่ายแล้ว');
  }
  await repo.insertFavourite(db, userId, productId);
  return { success: true, message: 'เพิ่มในรายการโปรดแล้ว', isFavourite: true };
}

export async function removeFavourite(
  db: Db,
  userId: number,
  productId: number,
): Promise<FavouriteChangeResponse> {
  await repo.deleteFavourite(db, userId, productId);
  return { success: true, message: 'นำออกจากรายการโปรดแล้ว', isFavourite: false };
}

export async function getFavouriteContent(db: Db, userId: number) {
  return { productIds: await repo.findFavouriteProductIds(db, userId) };
}

export async function getFavouriteProducts(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<ProductCardPage> {
  const [rows, total] = await Promise.all([
    repo.findFavouriteCardRows(db, userId, pageSize, (page - 1) * pageSize),
    repo.countFavourites(db, userId),
  ]);
  const items = await completeCards(db, rows);
  return { items, total, page, pageSize, totalPage: Math.ceil(total / pageSize) };
}
