/**
 * The RSVP form's lookup (`GET /rsvp?…`, JSON) against the server at `baseUrl`, each call from a
 * client address not used before (198.51.100.1, .2, …: X-Forwarded-For from loopback), so the lookup
 * throttle never counts two calls together. Resolves with the answer's status and JSON body.
 */
export function rsvpLookupFrom(
  baseUrl: string,
): (query: Record<string, string>) => Promise<{ status: number; body: Record<string, unknown> }> {
  let address = 0;
  return async (query) => {
    address += 1;
    const response = await fetch(`${baseUrl}/rsvp?${new URLSearchParams(query).toString()}`, {
      headers: { accept: 'application/json', 'x-forwarded-for': `198.51.100.${address}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}
