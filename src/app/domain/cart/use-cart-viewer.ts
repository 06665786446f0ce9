import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../lib/config';
import { userQuery } from '../../lib/user';
import { type CartConfig, cartConfigOf, type CartViewer, cartViewerOf } from './cart-viewer';

/** The signed-in user's cart rights and the host's cart switches; null while the user loads. */
export function useCartViewer(): { viewer: CartViewer | null; config: CartConfig } {
  const { data: user } = useQuery(userQuery());
  const { data: config } = useQuery(configQuery());
  return { viewer: user ? cartViewerOf(user) : null, config: cartConfigOf(config) };
}
