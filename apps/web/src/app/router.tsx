import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './route-tree';

export const router = createBrowserRouter(buildRoutes());
