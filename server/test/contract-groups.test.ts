import { readdirSync } from 'node:fs';
import path from 'node:path';
import { callPaths, contractGroups } from '@clipyard/shared/contract';
import { handlers } from '../src/features/handlers';

/** The contract's groups and the server's features are named one to one (ADR 0031). */
const featuresDir = path.join(__dirname, '../src/features');
const callsDir = path.join(__dirname, '../../shared/src/contract/calls');

describe('contract groups and server features', () => {
  it('every group is a contract file and a feature folder of the same name, and nothing else is', () => {
    const groups = Object.keys(contractGroups).sort();
    const callFiles = readdirSync(callsDir).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, '')).sort();
    const featureFolders = readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(callFiles).toEqual(groups);
    expect(featureFolders).toEqual(groups);
  });

  it('every call has exactly one handler', () => {
    expect(Object.keys(handlers).sort()).toEqual([...callPaths].sort());
  });
});
