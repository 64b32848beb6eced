// Where the generated pictures are served (modules/images/images.routes.ts): /api/images/, the
// kind, the row's id, `.svg`. Every answer that shows one takes its address from here; get-stock-
// all's list has the model picture's written by the database from MODEL_PICTURE_PATH (decision
// 0186). The kinds themselves belong to their modules (catalog, stores, content).
const IMAGES_PATH = '/api/images/';

export const imageUrl = (kind: string, id: number): string => `${IMAGES_PATH}${kind}/${id}.svg`;

export const MODEL_PICTURE_PATH = `${IMAGES_PATH}model/`;
/** A tyre model's drawing. */
export const modelPictureUrl = (modelId: number): string => imageUrl('model', modelId);
/** A brand's logo. */
export const brandLogoUrl = (brandId: number): string => imageUrl('brand', brandId);
/** A shop's storefront picture. */
export const storefrontUrl = (storeId: number): string => imageUrl('store', storeId);
