import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { PageReady } from './overlay/PageReady';

let routes = 0;

/** A fixed route's lazily loaded page, which ends the loading overlay once it shows. */
export function routeLazy(
  load: () => Promise<{ default: ComponentType }>,
): LazyRouteFunction<RouteObject> {
  // Sibling routes render at the same place in the tree: without its own key, the PageReady of
  // the previous page would be kept for the next one and the overlay never ended.
  const key = `route-${++routes}`;
  return async () => {
    const { default: Page } = await load();
    return {
      element: (
        <PageReady key={key}>
          <Page />
        </PageReady>
      ),
    };
  };
}
