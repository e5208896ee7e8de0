// The JSON shape of the `resources` part a draft may carry (sizes only: meaning is checked by
// checkResources in src/domain/venueResources.ts).
import { RESOURCE_BOUNDS, WEEKDAYS } from '../../../src/domain/index';

const text = (max: number) => ({ type: 'string', maxLength: max });
const name = {
  type: 'object',
  additionalProperties: false,
  properties: { 'en-gb': text(RESOURCE_BOUNDS.name.max), 'zh-hans': text(RESOURCE_BOUNDS.name.max) },
};
const int = { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 };
const span = { type: 'array', minItems: 2, maxItems: 2, items: text(5) };
const week = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(WEEKDAYS.map((d) => [d, { type: 'array', maxItems: 6, items: span }])),
};

export const RESOURCES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    reservation: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        hours: week,
        slotMinutes: int,
        tableMinutes: int,
        depositPerPersonCents: int,
        depositPerBookingCents: int,
      },
    },
    parking: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        id: text(48),
        name,
        ...Object.fromEntries(
          [
            'bays',
            'firstHourCents',
            'perHourCents',
            'dailyMaxCents',
            'graceMinutes',
            'minStayMinutes',
            'maxStayDays',
          ].map((k) => [k, int]),
        ),
        bands: {
          type: 'array',
          maxItems: 8,
          items: {
            type: 'object',
            additionalProperties: false,
            properties: { days: text(16), from: text(5), to: text(5), perHourCents: int, capCents: int },
          },
        },
        openFrom: text(5),
        openUntil: text(5),
      },
    },
    passes: {
      type: 'array',
      maxItems: 24,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { id: text(48), name, days: int, capacity: int, priceCents: int },
      },
    },
    massage: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        bufferMinutes: int,
        services: {
          type: 'array',
          maxItems: 40,
          items: {
            type: 'object',
            additionalProperties: false,
            properties: { id: text(48), name, minutes: int, priceCents: int },
          },
        },
        staff: {
          type: 'array',
          maxItems: 60,
          items: {
            type: 'object',
            additionalProperties: false,
            properties: {
              id: text(48),
              kind: { type: 'string', enum: ['therapist', 'room'] },
              name,
              hours: week,
              serviceIds: { type: 'array', maxItems: 40, items: text(48) },
            },
          },
        },
      },
    },
    rooms: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        family: { type: 'string', enum: ['partyroom', 'ktv'] },
        depositPercent: int,
        overtimeMinutes: int,
        rooms: {
          type: 'array',
          maxItems: 40,
          items: {
            type: 'object',
            additionalProperties: false,
            properties: {
              id: text(48),
              name,
              capacity: int,
              hours: week,
              centsPerHour: int,
              minHours: int,
              maxHours: int,
              minSpendCents: int,
              bands: {
                type: 'array',
                maxItems: 6,
                items: {
                  type: 'object',
                  additionalProperties: false,
                  properties: { from: text(5), to: text(5), centsPerHour: int },
                },
              },
            },
          },
        },
      },
    },
    areas: {
      type: 'array',
      maxItems: RESOURCE_BOUNDS.areas.max,
      items: { type: 'object', additionalProperties: false, properties: { id: text(48), name } },
    },
    tables: {
      type: 'array',
      maxItems: RESOURCE_BOUNDS.tables.max,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { id: text(48), areaId: text(48), name, seats: int },
      },
    },
  },
};
