import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { PageReady } from './overlay/PageReady';

/** A fixed route's lazily loaded page, which ends the loading overlay once it shows. */
export function routeLazy(
  load: () => Promise<{ default: ComponentType }>,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const { default: Page } = await load();
    return {
      element: (
        <PageReady>
          <Page />
        </PageReady>
      ),
    };
  };
}
