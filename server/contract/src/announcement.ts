/**
 * The hosts' announcements (DESIGN 3.5, ADR 055): the longest notice, in characters as a person
 * counts them (an emoji is one), in each language: a few lines on a phone. The SDL, the service's
 * rules, the hosts' form and the table's CHECK (migration 0035, held to it by a test) say this one.
 */
export const ANNOUNCEMENT_MAX_LENGTH = 500;
