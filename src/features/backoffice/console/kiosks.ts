// The venue's enrolled kiosks in the console (issue 27): an administrator makes a one-time enrolment
// code (30 minutes) and opens the kiosk once with the link it gives; the list shows each kiosk, and a
// revoked kiosk's credential stops at once (its member checks and calls for staff are refused).
import { kioskDeviceReader, kioskDeviceRevoke, kioskDevices, kioskEnrolmentCode } from '../../../api/calls/order';
import type { ProKioskEnrolmentCodeResult } from '../../../generated/calls';
import { run } from './api';

/** A kiosk of the venue as the devices call answers it (with the Stripe Terminal reader, issue 35, if any). */
export type { KioskDevice } from '../../../generated/calls';
export type EnrolmentCode = ProKioskEnrolmentCodeResult;

const q = { quiet: true } as const;
export const readKioskDevices = (shop: string) => run(() => kioskDevices({ shop }, q)).then((r) => r.devices);
export const newEnrolmentCode = (shop: string, name: string) => run(() => kioskEnrolmentCode({ shop, name }, q));
export const revokeKiosk = (shop: string, deviceId: string) =>
  run(() => kioskDeviceRevoke({ shop, deviceId }, q)).then((r) => r.devices);

/** The address that enrols a kiosk of this venue with `code` (the kiosk family's start page). */
export const enrolmentLink = (origin: string, shop: string, code: string): string =>
  `${origin}/self/${encodeURIComponent(shop)}/kiosk?enrol=${encodeURIComponent(code)}`;

/** A Stripe Terminal reader id as the server takes it (server/payments/providers/terminal.ts READER_ID). */
export const READER_ID = /^tmr_[A-Za-z0-9]{1,64}$/;

/** Registers the card reader of a kiosk (an empty id removes it); the reader id the server kept. */
export const setKioskReader = (shop: string, deviceId: string, readerId: string) =>
  run(() => kioskDeviceReader({ shop, deviceId, readerId: readerId.trim() }, q)).then((r) => r.readerId);
