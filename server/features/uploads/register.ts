import imageUpload from './functions/image-upload.ts';
import { uploadsRoute } from '@server/http/uploads-route.ts';
import type { Feature } from '../feature.ts';

/** Image uploads (`image-upload`) and the stored images at /uploads. */
export const uploadsFeature: Feature = {
  name: 'uploads',
  functions: [imageUpload],
  mount: (app, deps) => app.route('/uploads', uploadsRoute(deps)),
};
