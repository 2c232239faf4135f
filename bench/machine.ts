import { cpus, loadavg, release, totalmem, type } from 'node:os';

export interface MachineInfo {
  date: string;
  os: string;
  cpuModel: string;
  cpuCount: number;
  totalMemoryGb: number;
  /** 1-minute load average when the bench started: other work on the machine skews timings. */
  loadAverageAtStart: number;
  node: string;
  chromium: string;
}

export function describeMachine(chromiumVersion: string, loadAverageAtStart: number): MachineInfo {
  const processors = cpus();
  return {
    date: new Date().toISOString(),
    os: `${type()} ${release()}`,
    cpuModel: processors[0]?.model.trim() ?? 'unknown',
    cpuCount: processors.length,
    totalMemoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    loadAverageAtStart,
    node: process.version,
    chromium: chromiumVersion,
  };
}

export function currentLoadAverage(): number {
  return loadavg()[0];
}
