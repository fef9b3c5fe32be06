import { notify } from '@clipyard/shared';
import i18next from 'i18next';
import { keepWhatThisPageLoaded } from '../offline';
import type { ServiceWorkerEvent } from './register-service-worker';

/**
 * What the page does with each service-worker step: the last step is readable on <html data-service-worker> (tests
 * and support questions), and the first install tells the person exactly what now works offline.
 */
export function reportServiceWorkerEvent(event: ServiceWorkerEvent): void {
  document.documentElement.dataset.serviceWorker = event;
  if (event === 'cached') {
    // The first install: what this page loaded before the worker existed is kept too (ADR 0123).
    void keepWhatThisPageLoaded();
    notify({ type: 'info', message: i18next.t('shell:sw.cached') });
  }
}
