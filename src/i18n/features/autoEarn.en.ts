/** English texts of the auto-earn switch and its confirm dialog (§4); the toasts are in the core catalogue. */
export const autoEarnEn = {
  'earnSettings.autoEarn.enableTitle': 'Enable Auto Earn for {asset}?',
  'earnSettings.autoEarn.disableTitle': 'Disable Auto Earn for {asset}?',
  'earnSettings.autoEarn.enableBody':
    'Your available {asset} will be subscribed to Simple Earn Flexible automatically, so it starts earning interest.',
  'earnSettings.autoEarn.disableBody':
    'Your available {asset} will no longer be subscribed automatically. What you already lend keeps earning.',
  'earnSettings.autoEarn.enable': 'Enable',
  'earnSettings.autoEarn.disable': 'Disable',
  'earnSettings.autoEarn.switch': 'Auto Earn {asset}',
} as const;
