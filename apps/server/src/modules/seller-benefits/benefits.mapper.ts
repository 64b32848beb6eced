import {
  BENEFIT_TYPE_LABEL_TH,
  BENEFIT_TYPES,
  type BenefitType,
  SERVICE_OFFERING_LABEL_TH,
  SERVICE_ORDER_TYPE_LABEL_TH,
  type ServiceOrderType,
  type ShopService,
  type ShopWarranty,
  serviceOfferingOf,
} from '@yangdee/contracts/seller-benefits';
import { satangToBaht } from '@yangdee/contracts/seller-stock';
import type { ServiceRow, WarrantyRow } from './benefits.repository';

/** A stored type outside spec 9's list (older data) reads as a warranty. */
const benefitTypeOf = (type: string): BenefitType =>
  (BENEFIT_TYPES as readonly string[]).includes(type) ? (type as BenefitType) : 'warranty';

export function toShopWarranty(r: WarrantyRow, productCount: number): ShopWarranty {
  const type = benefitTypeOf(r.type);
  return {
    sellerWarrantyId: r.id,
    type,
    typeText: BENEFIT_TYPE_LABEL_TH[type],
    title: r.title,
    months: r.months,
    kilometres: r.kilometres,
    coverage: r.coverage,
    remark: r.remark,
    isActive: r.isActive,
    productCount,
  };
}

export function toShopService(r: ServiceRow, productCount: number): ShopService {
  const offering = serviceOfferingOf(r);
  const orderType = (
    r.orderType in SERVICE_ORDER_TYPE_LABEL_TH ? r.orderType : 0
  ) as ServiceOrderType;
  return {
    sellerServiceId: r.id,
    title: r.title,
    description: r.description,
    price: satangToBaht(r.priceSatang),
    isIncluded: r.isIncluded,
    isTogglable: r.isTogglable,
    offering,
    offeringText: SERVICE_OFFERING_LABEL_TH[offering],
    orderType,
    orderTypeText: SERVICE_ORDER_TYPE_LABEL_TH[orderType],
    isActive: r.isActive,
    productCount,
    minutes: r.minutes,
  };
}
