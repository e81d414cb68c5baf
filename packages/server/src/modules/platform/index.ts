export { registerPlatformRoutes, registerVersionRoute } from './platform.routes';
