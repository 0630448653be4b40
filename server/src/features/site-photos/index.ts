// The site photos feature's entry: what the application and the other features may use (docs/architecture.md).
export { sitePhotoRoutes } from './site-photos.routes';
export { sitePhotoIdsAmong } from './site-photos.repository';
