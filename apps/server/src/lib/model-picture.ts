// Where a tyre model's generated picture is served (modules/images/images.routes.ts): this path,
// the model's id, `.svg`. Every answer that shows a model's picture takes its address from here;
// get-stock-all's list has it written by the database from the same path (decision 0186).
export const MODEL_PICTURE_PATH = '/api/images/model/';

export const modelPictureUrl = (modelId: number): string => `${MODEL_PICTURE_PATH}${modelId}.svg`;
