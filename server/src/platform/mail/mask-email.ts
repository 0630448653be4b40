/**
 * An address as it may be shown to someone who may not own it: its first character, then the
 * domain ("helene@example.com" is "h•••@example.com"). Enough for the guest to recognise their own
 * mailbox, too little for a stranger to learn it (ADR 031).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${Array.from(email)[0] ?? ''}•••${email.slice(at)}`;
}
