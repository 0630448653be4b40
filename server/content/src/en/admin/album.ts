/** The Album tab (DESIGN 3.8, ADR 082): the hosts' words. */
export const albumCopy = {
  album: {
    tab: 'Album',
    loading: 'Loading the album…',
    loadFailed: 'The album could not be loaded. Reload the page to try again.',
    settingsHeading: 'Settings',
    phase: (phase: string) =>
      phase === 'AFTER'
        ? 'The site is after the wedding: it thanks the guests and leads them to the album.'
        : 'The site is before the wedding: the album is not shown to guests yet.',
    switchPhase: (next: string) =>
      next === 'AFTER' ? 'Switch to after the wedding' : 'Switch back to before the wedding',
    phaseSaved: (next: string) =>
      next === 'AFTER' ? 'The site is now after the wedding.' : 'The site is now before the wedding.',
    open: 'Guests may send photos',
    until: 'Uploads until (a date and time with its time zone, or empty)',
    guestsMayDownload: 'Guests may download the approved photos',
    save: 'Save the settings',
    saved: 'The album’s settings are saved.',
    screenHeading: 'The door screen',
    screenText:
      'For a TV or a tablet at the party: open this page in its browser and choose Full screen. It shows the approved photos one after another, picks up new ones by itself, and shows the QR code that leads guests to the album.',
    screenOpen: 'Open the door screen',
    screenOpenFrench: 'in French',
    spaceHeading: 'Space',
    space: (photos: number, used: string, free: string) =>
      `${photos} ${photos === 1 ? 'photo takes' : 'photos take'} ${used}; ${free} left on the disk.`,
    zipAll: 'Download every photo (originals)',
    zipApproved: 'Download the approved photos (originals)',
    zipping: 'Preparing the download…',
    pendingHeading: (count: number) => `Waiting for approval (${count})`,
    nonePending: 'No photo is waiting.',
    selectBatch: 'Select these',
    approve: (count: number) => `Approve ${count} selected`,
    reject: (count: number) => `Reject ${count} selected`,
    moderated: (count: number, status: string) =>
      `${count} ${count === 1 ? 'photo' : 'photos'} ${status === 'APPROVED' ? 'approved' : 'rejected'}.`,
    more: 'Show more',
    approvedHeading: (count: number) => `In the album (${count})`,
    hide: 'Hide',
    noName: 'No name given',
    keptNotShown: 'Kept, not shown (in the download)',
    photoAlt: (name: string | null) => (name ? `A photo sent by ${name}` : 'A photo sent without a name'),
    takedownsHeading: (count: number) => `Takedown requests (${count})`,
    photoId: (id: string) => `photo ${id}`,
  },
} as const;
