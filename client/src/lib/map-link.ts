/** A Google Maps search for the place, which opens the app on a phone. */
export function googleMapsUrl(place: { name: string; address: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.name}, ${place.address}`)}`;
}
