/**
 * The ready notice the hosts are offered when a publish moves an event (DESIGN 3.7, ADR 079): one
 * sentence per event whose time or place changed, to post as an announcement (ADR 055).
 */
export const changeNoticeCopy = {
  moved: (event: { title: string; day: string; time: string; place: string; address: string }) =>
    `${event.title} now starts on ${event.day} at ${event.time}, at ${event.place} (${event.address}).`,
};
