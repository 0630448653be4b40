import type { AdminListFigures } from '../phases/admin-list';
import type { ApiMeasure } from '../phases/api';
import type { LcpImage, PageBytes } from '../phases/bytes';
import type { GrowthMeasure } from '../phases/growth';
import type { AlbumUploadFigures } from '../album-upload';
import type { PublishFigures } from '../publish';
import type { SeatingFillFigures } from '../seating';
import type { LighthousePage } from '../phases/lighthouse';
import type { OfflinePaint } from '../phases/offline';
import type { PhoneBlocking } from '../phases/phone';

/** Everything one `make bench` measured: bench/results.json, and what results.md is written from. */
export interface BenchResults {
  startedAt: string;
  commit: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    chromium: string;
    /** Load averages (1, 5, 15 min) before and after: other work on a shared machine shows here. */
    loadBefore: number[];
    loadAfter?: number[];
  };
  /** What was run, in words: pages, servers, runs, durations. */
  plan: string[];
  durationSeconds: number;
  phaseSeconds: Record<string, number>;
  lighthouse: LighthousePage[];
  lighthouseVersion?: string;
  /** Pages (and server) Lighthouse could not measure at all in this run. */
  lighthouseMissing?: string[];
  api: ApiMeasure[];
  growth: GrowthMeasure[];
  adminList?: AdminListFigures;
  /** The seating plan's fill at 150 and 1,500 guests (ADR 077). */
  seatingFill?: SeatingFillFigures[];
  /** A publish of the content, every guest page rendered again (ADR 079, 087): aim under 10 s. */
  publish?: PublishFigures;
  /** A 4 MB photo through POST /album/photos (ADR 082). */
  albumUpload?: AlbumUploadFigures;
  bytes: PageBytes[];
  lcpImages: LcpImage[];
  /** Each page the service worker keeps, opened again offline with the CPU 4× slower (ADR 088). */
  offline?: OfflinePaint[];
  /** Each guest page's blocking time on a phone with no DevTools, beside the inspector on (ADR 094). */
  phone?: PhoneBlocking[];
  /** Phases that could not run here, and why (nginx without root). */
  skipped: string[];
}
