/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The language of this bundle, 'en' or 'fr', written in by the build (vite.config.ts; ADR 019),
   * so code only one edition needs (the hosts' area) is left out of the other at build time.
   */
  readonly SITE_LANG: 'en' | 'fr';
  /**
   * The photos' version, a hash of every file under public/imgs written in by the build
   * (vite.config.ts, ADR 057); unset in unit tests, where photos keep their plain names.
   */
  readonly PHOTOS_VERSION?: string;
}
