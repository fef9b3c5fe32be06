export { createIdleDetector, everyWhileActive, sharedIdleDetector, IDLE_AFTER_MS, type IdleDetector, type IdleDetectorOptions } from './idle-detector';
