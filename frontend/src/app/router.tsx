import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './route-config';

/** The route table under the declarative router (the data-router APIs are not used, so not shipped). */
export function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
