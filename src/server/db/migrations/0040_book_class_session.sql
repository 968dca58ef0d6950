-- Booking a class session in one statement (ADR 0022 decision 16; docs/architecture.md §7 "Bookings never
-- exceed capacity"). The same rules as before, in the same order, now run inside the database so the
-- session row's lock is held only while they run (no network round trip under the lock) and a booking
-- costs the application one call instead of eight:
--   1. lock the session row (FOR UPDATE): concurrent bookings and cancels of one session queue here;
--   2. refuse a cancelled, ended or started session, and a member who already holds a live booking;
--   3. lock the pass that admits the member at the session's start (valid then, not revoked, a use left
--      when counted, a membership or a pass of the class's service; unlimited first, then the one
--      ending soonest);
--   4. reserve one use of a counted pass, count the place or the waitlist, insert the booking with the
--      next waitlist position.
-- Each statement of a volatile PL/pgSQL function reads a fresh snapshot (READ COMMITTED), so what it
-- reads after the lock is what the previous holder committed. Outcomes other than `booked` change
-- nothing; the application turns them into its Spanish 403/404/409 answers.
CREATE FUNCTION book_class_session(p_session uuid, p_member uuid, p_now timestamptz)
RETURNS TABLE (
  outcome text,
  booking_id uuid,
  booking_session uuid,
  booking_status text,
  booking_position integer,
  gym_name text,
  service_name text
)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  s record;
  p record;
  v_place boolean;
BEGIN
  SELECT cs.id, cs.status, cs.starts_at, cs.ends_at, cs.capacity, cs.booked, cs.waitlisted,
         c.gym_id, c.gym_service_id, g.name AS gym, sv.name AS service
    INTO s
    FROM class_sessions cs
    JOIN classes c ON c.id = cs.class_id
    JOIN gyms g ON g.id = c.gym_id
    LEFT JOIN gym_services gs ON gs.id = c.gym_service_id
    LEFT JOIN services sv ON sv.id = gs.service_id
   WHERE cs.id = p_session
     FOR UPDATE OF cs;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN NEXT;
    RETURN;
  END IF;
  gym_name := s.gym;
  service_name := s.service;
  IF s.status = 'cancelled' THEN
    outcome := 'cancelled';
  ELSIF p_now >= s.ends_at THEN
    outcome := 'ended';
  ELSIF p_now >= s.starts_at THEN
    outcome := 'started';
  ELSIF EXISTS (
    SELECT 1 FROM bookings b
     WHERE b.session_id = s.id AND b.member_id = p_member AND b.status <> 'cancelled'
  ) THEN
    outcome := 'already_booked';
  END IF;
  IF outcome IS NOT NULL THEN
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT ps.id, ps.uses_left
    INTO p
    FROM passes ps
    JOIN order_lines ol ON ol.id = ps.order_line_id
   WHERE ps.member_id = p_member
     AND ps.gym_id = s.gym_id
     AND ps.revoked_at IS NULL
     AND ps.valid_from <= s.starts_at AND ps.valid_until > s.starts_at
     AND (ps.uses_left IS NULL OR ps.uses_left > 0)
     AND (ps.product_kind = 'membership'
          OR (s.gym_service_id IS NOT NULL AND ps.product_kind = 'service'
              AND ol.gym_service_id = s.gym_service_id))
   ORDER BY (ps.uses_left IS NULL) DESC, ps.valid_until, ps.id
   LIMIT 1
     FOR UPDATE OF ps;
  IF NOT FOUND THEN
    outcome := 'pass_required';
    RETURN NEXT;
    RETURN;
  END IF;
  IF p.uses_left IS NOT NULL THEN
    UPDATE passes SET uses_left = uses_left - 1 WHERE id = p.id;
  END IF;
  v_place := s.booked < s.capacity;
  UPDATE class_sessions
     SET booked = booked + CASE WHEN v_place THEN 1 ELSE 0 END,
         waitlisted = waitlisted + CASE WHEN v_place THEN 0 ELSE 1 END
   WHERE id = s.id;
  INSERT INTO bookings (session_id, member_id, status, position, pass_id, use_reserved, created_at)
  VALUES (s.id, p_member,
          CASE WHEN v_place THEN 'booked' ELSE 'waitlisted' END,
          CASE WHEN v_place THEN NULL ELSE s.waitlisted + 1 END,
          p.id, p.uses_left IS NOT NULL, p_now)
  RETURNING id, session_id, status, position
       INTO booking_id, booking_session, booking_status, booking_position;
  outcome := 'booked';
  RETURN NEXT;
END;
$$;
