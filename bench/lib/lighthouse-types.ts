/**
 * The parts of Lighthouse's API and result the bench reads. Lighthouse is installed by the bench
 * (bench/tools), not by the project, so its own types are not there for typecheck.
 */
export interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: unknown;
}

export interface LhCategory {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}

export interface Lhr {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  categories: Record<string, LhCategory>;
  audits: Record<string, LhAudit>;
  environment: { benchmarkIndex: number; hostUserAgent: string };
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
}

export type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config: Record<string, unknown>,
) => Promise<{ lhr: Lhr } | undefined>;

export interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): unknown }>;
}
