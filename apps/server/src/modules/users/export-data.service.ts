import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, tyreModels, tyreSizes } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/content';
import { favourites, rewardAddresses } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { exportOrdersOf } from '../orders/order-history.service';
import * as repo from './profile.repository';

// PDPA s.30 right of access: everything we hold about the caller as one JSON document. Built
// from an explicit list of fields (never a whole row), so password hashes, tokens, OTP codes,
// login counters and social ids can never leak into it.

export async function exportUserData(db: Db, userId: number) {
  const user = await repo.findUser(db, userId);
  if (!user) throw new AppError('TOKEN_INVALID');
  const [cars, consents, favs, orders, ownReviews, rewards] = await Promise.all([
    repo.findCars(db, userId),
    repo.findConsents(db, userId),
    db
      .select({
        productId: favourites.productId,
        model: tyreModels.name,
        size: tyreSizes.label,
        addedAt: favourites.createdAt,
      })
      .from(favourites)
      .innerJoin(products, eq(products.id, favourites.productId))
      .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
      .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
      .where(eq(favourites.userId, userId)),
    exportOrdersOf(db, userId),
    db
      .select({
        orderId: reviews.orderId,
        rating: reviews.rating,
        text: reviews.text,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, userId)),
    db
      .select({ fullAddress: rewardAddresses.fullAddress, createdAt: rewardAddresses.createdAt })
      .from(rewardAddresses)
      .where(eq(rewardAddresses.userId, userId)),
  ]);
  const orderNoById = new Map(orders.map((o) => [o.id, o.orderNo]));
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      username: user.username,
      tel: user.tel,
      name: user.name,
      email: user.email,
      birthDate: user.birthDate,
      gender: user.gender,
      address: user.address,
      subDistrict: user.subDistrict,
      district: user.district,
      province: user.province,
      postCode: user.postCode,
      hasFacebookLogin: user.facebookId !== null,
      hasLineLogin: user.lineId !== null,
      createdAt: user.createdAt.toISOString(),
      deletionRequestedAt: user.deletionRequestedAt?.toISOString() ?? null,
    },
    privacy: {
      isAcceptPrivacy: user.isAcceptPrivacy,
      acceptedAt: user.privacyAcceptedAt?.toISOString() ?? null,
      history: consents.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
    },
    cars,
    favourites: favs.map((f) => ({ ...f, addedAt: f.addedAt.toISOString() })),
    orders: orders.map(({ id: _id, ...order }) => order),
    reviews: ownReviews.map((r) => ({
      orderNo: r.orderId ? (orderNoById.get(r.orderId) ?? null) : null,
      rating: r.rating,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
    })),
    rewardAddresses: rewards.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
