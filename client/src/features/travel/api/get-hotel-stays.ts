import { useQuery } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { GetHotelStaysDocument } from '../../../lib/graphql/operations.generated';

/** Each hotel's stays against its room block, then the other places (hotelStays). */
export const hotelStaysQuery = (token: string) =>
  adminQuery(adminKeys.hotelStays, GetHotelStaysDocument, { token }, (data) => data.hotelStays);

export const useHotelStays = (token: string) => useQuery(hotelStaysQuery(token));
