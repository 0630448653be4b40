/** Widths written by client/scripts for event pictures, and their slot on the events page. */
export const EVENT_IMAGE_WIDTHS = [480, 800, 1200] as const;
export const EVENT_IMAGE_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 45vw, 100vw';
