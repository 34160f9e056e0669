/**
 * What "Upgrade available" means for an installed app, in words. The interface has an app's versions
 * (`app_version`, `available_version`, `previous_version`, `upgrade_available`, `upgraded_at`) but
 * no call to upgrade it: the console says so rather than offer a button that cannot work.
 */
import type { InstalledApp } from '@/api/models';

export function upgradeMeaning(
  app: Pick<InstalledApp, 'app_version' | 'available_version'>,
): string {
  const installed = app.app_version || 'an unknown version';
  const available = app.available_version || 'a newer version';
  return (
    `Version ${available} is available; ${installed} is installed. Upgrading replaces the app’s ` +
    `installed schema (its actions, triggers and connection fields) with the new version’s, and ` +
    `${installed} becomes its previous version. The service’s interface has no upgrade call, so ` +
    'the console cannot upgrade it: upgrade it where the service manages its apps, then reload ' +
    'this page (and load the schema again to see the new one).'
  );
}
