export { registerServiceWorker } from './register-service-worker';
export { reportServiceWorkerEvent } from './report-service-worker';
