import { useEffect } from 'react';

/** Spec 1: on production hosts, right-click on images is disabled. */
export function isProductionHost(hostname: string, productionHosts: readonly string[]): boolean {
  return productionHosts.some((host) => host.toLowerCase() === hostname.toLowerCase());
}

export function useImageContextMenuGuard(productionHosts: readonly string[]): void {
  useEffect(() => {
    if (!isProductionHost(window.location.hostname, productionHosts)) return;
    const onContextMenu = (event: MouseEvent) => {
      if (event.target instanceof HTMLImageElement) event.preventDefault();
    };
    document.addEventListener('contextmenu', onContextMenu);
    return () => document.removeEventListener('contextmenu', onContextMenu);
  }, [productionHosts]);
}
