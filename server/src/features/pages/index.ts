// The guest pages feature's entry: what the application may use (docs/architecture.md, ADR 079).
export { createSitePages } from './site-pages.service';
