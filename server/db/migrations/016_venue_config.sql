-- What a venue offers comes from its stored configuration (issue 15): settings.serviceTypes (spec 9:
-- shop, reservation, massage, ticket, partyroom, ktv), settings.kioskMode / cashierMode, spot type 2
-- (table service) and settings.ticketType (parking or daterange). Venues stored before this
-- migration named their kind only in the family column: their service types are taken from it, so
-- every existing venue keeps offering the screens it showed before.
UPDATE venues SET settings = settings || jsonb_build_object('serviceTypes', jsonb_build_array(
    CASE family WHEN 'massage' THEN 'massage' WHEN 'partyroom' THEN 'partyroom' WHEN 'ktv' THEN 'ktv'
      WHEN 'reservation' THEN 'reservation' WHEN 'ticket' THEN 'ticket' WHEN 'company' THEN 'ticket' ELSE 'shop' END))
 WHERE NOT settings ? 'serviceTypes';
UPDATE venues SET settings = settings || '{"ticketType": "daterange"}'::jsonb
 WHERE family = 'company' AND NOT settings ? 'ticketType';
UPDATE venues SET settings = settings || '{"kioskMode": 1}'::jsonb
 WHERE family = 'self' AND NOT settings ? 'kioskMode';
-- The demo cafe also takes table reservations with a deposit.
UPDATE venues SET settings = settings || '{"serviceTypes": ["shop", "reservation"], "depositAmount": 10}'::jsonb
 WHERE shop_id = 'demo-cafe' AND settings->'serviceTypes' = '["shop"]'::jsonb;
