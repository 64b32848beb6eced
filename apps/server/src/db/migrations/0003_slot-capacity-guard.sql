-- Slot capacity is a database rule (docs/decisions/0030): a reservation takes a numbered seat of
-- its (store, date, slot), the unique index slot_reservations_seat_uq allows one row per seat, and
-- this trigger refuses a seat beyond the shop's capacity (store_settings.slot_capacity, default 2).
-- So no two orders can ever hold more places than the shop has, however many buy at once.
CREATE OR REPLACE FUNCTION slot_reservations_check_capacity() RETURNS trigger AS $$
DECLARE
  capacity integer;
BEGIN
  SELECT slot_capacity INTO capacity FROM store_settings WHERE store_id = NEW.store_id;
  IF capacity IS NULL THEN
    capacity := 2;
  END IF;
  IF NEW.seat < 1 OR NEW.seat > capacity THEN
    RAISE EXCEPTION 'slot capacity % exceeded (seat %)', capacity, NEW.seat
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER slot_reservations_capacity
  BEFORE INSERT OR UPDATE ON slot_reservations
  FOR EACH ROW EXECUTE FUNCTION slot_reservations_check_capacity();
