import { useHydrated } from './use-hydrated';
import { useMediaQuery } from './use-media-query';

/**
 * Where a listing's filters go: beside the results from Tailwind's lg (64rem) up, in a sheet on
 * narrower screens. A server-rendered page (decision 0120) cannot know the screen, so until it is
 * hydrated both are rendered and CSS shows one (`hidden lg:block` / `lg:hidden`): nothing moves
 * when the screen's width becomes known and the other is dropped.
 */
export function useFilterPlacement(): { isAsideShown: boolean; isSheetShown: boolean } {
  const hydrated = useHydrated();
  const isWide = useMediaQuery('(min-width: 64rem)', true, hydrated);
  return { isAsideShown: !hydrated || isWide, isSheetShown: !hydrated || !isWide };
}
