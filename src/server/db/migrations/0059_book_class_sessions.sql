-- A burst of bookings in one statement (ADR 0061): the bookings that reach the application together are
-- sent as three parallel arrays (session, member, instant) and decided in one transaction, each as
-- book_class_session (migration 0040) would decide it in ascending session id, then arrival, order. Every
-- batch locks its session rows first, in ascending id order, so two batches never wait on each other's
-- sessions in a circle. One row a booking, `ord` its 1-based place in the arrays.
--
-- When every member appears once, the batch is decided set-wise: after the locks (one statement; the next
-- one reads a fresh snapshot, READ COMMITTED, so it sees what the previous holders committed), one statement
-- applies the rules of migration 0040 to all the bookings at once: not found, cancelled, ended, started,
-- already booked, the admitting pass (locked; a member's pass serves one booking of the batch), then the
-- places of each session in arrival order and the rest on its waitlist, with the counts, the uses and the
-- bookings written. A member twice in a batch (whose second booking must see the first) is decided one
-- booking at a time by book_class_session itself.
CREATE FUNCTION book_class_sessions(p_sessions uuid[], p_members uuid[], p_nows timestamptz[])
RETURNS TABLE (
  ord integer,
  outcome text,
  booking_id uuid,
  booking_session uuid,
  booking_status text,
  booking_position integer,
  gym_name text,
  service_name text
)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  r record;
BEGIN
  IF cardinality(p_members) > (SELECT count(DISTINCT u.m) FROM unnest(p_members) AS u(m)) THEN
    FOR r IN
      SELECT x.s, x.m, x.n, x.i
        FROM unnest(p_sessions, p_members, p_nows) WITH ORDINALITY AS x(s, m, n, i)
       ORDER BY x.s, x.i
    LOOP
      RETURN QUERY SELECT r.i::integer, b.* FROM book_class_session(r.s, r.m, r.n) AS b;
    END LOOP;
    RETURN;
  END IF;

  PERFORM 1 FROM class_sessions cs WHERE cs.id = ANY (p_sessions) ORDER BY cs.id FOR UPDATE;

  RETURN QUERY
  WITH ask AS (
    SELECT x.s AS sid, x.m AS member, x.n AS at, x.i::integer AS i
      FROM unnest(p_sessions, p_members, p_nows) WITH ORDINALITY AS x(s, m, n, i)
  ),
  sess AS (
    SELECT cs.id, cs.status, cs.starts_at, cs.ends_at, cs.capacity, cs.booked, cs.waitlisted,
           c.gym_id, c.gym_service_id, g.name AS gym, sv.name AS service
      FROM class_sessions cs
      JOIN classes c ON c.id = cs.class_id
      JOIN gyms g ON g.id = c.gym_id
      LEFT JOIN gym_services gs ON gs.id = c.gym_service_id
      LEFT JOIN services sv ON sv.id = gs.service_id
     WHERE cs.id = ANY (p_sessions)
  ),
  judged AS (
    SELECT a.i, a.sid, a.member, a.at, s.id AS found, s.starts_at, s.capacity, s.booked, s.waitlisted,
           s.gym_id, s.gym_service_id, s.gym, s.service,
           CASE
             WHEN s.id IS NULL THEN 'not_found'
             WHEN s.status = 'cancelled' THEN 'cancelled'
             WHEN a.at >= s.ends_at THEN 'ended'
             WHEN a.at >= s.starts_at THEN 'started'
             WHEN EXISTS (
               SELECT 1 FROM bookings b
                WHERE b.session_id = s.id AND b.member_id = a.member AND b.status <> 'cancelled'
             ) THEN 'already_booked'
           END AS refused
      FROM ask a
      LEFT JOIN sess s ON s.id = a.sid
  ),
  admitted AS (
    SELECT j.*, p.pass_id, p.uses_left,
           row_number() OVER (PARTITION BY j.sid ORDER BY j.i) AS k
      FROM judged j
      CROSS JOIN LATERAL (
        SELECT ps.id AS pass_id, ps.uses_left
          FROM passes ps
          JOIN order_lines ol ON ol.id = ps.order_line_id
         WHERE ps.member_id = j.member
           AND ps.gym_id = j.gym_id
           AND ps.revoked_at IS NULL
           AND ps.valid_from <= j.starts_at AND ps.valid_until > j.starts_at
           AND (ps.uses_left IS NULL OR ps.uses_left > 0)
           AND (ps.product_kind = 'membership'
                OR (j.gym_service_id IS NOT NULL AND ps.product_kind = 'service'
                    AND ol.gym_service_id = j.gym_service_id))
         ORDER BY (ps.uses_left IS NULL) DESC, ps.valid_until, ps.id
         LIMIT 1
           FOR UPDATE OF ps
      ) p
     WHERE j.refused IS NULL
  ),
  placed AS (
    SELECT ad.*, (ad.booked + ad.k <= ad.capacity) AS place,
           CASE WHEN ad.booked + ad.k <= ad.capacity THEN NULL
                ELSE ad.waitlisted + ad.k - GREATEST(ad.capacity - ad.booked, 0) END::integer AS line
      FROM admitted ad
  ),
  used AS (
    UPDATE passes ps SET uses_left = ps.uses_left - 1
      FROM placed pl
     WHERE ps.id = pl.pass_id AND pl.uses_left IS NOT NULL
  ),
  counted AS (
    UPDATE class_sessions cs
       SET booked = cs.booked + t.places, waitlisted = cs.waitlisted + t.waits
      FROM (SELECT pl.sid, count(*) FILTER (WHERE pl.place) AS places,
                   count(*) FILTER (WHERE NOT pl.place) AS waits
              FROM placed pl GROUP BY pl.sid) t
     WHERE cs.id = t.sid
  ),
  written AS (
    INSERT INTO bookings (session_id, member_id, status, position, pass_id, use_reserved, created_at)
    SELECT pl.sid, pl.member, CASE WHEN pl.place THEN 'booked' ELSE 'waitlisted' END, pl.line,
           pl.pass_id, pl.uses_left IS NOT NULL, pl.at
      FROM placed pl
    RETURNING bookings.id, bookings.session_id, bookings.member_id, bookings.status, bookings.position
  )
  SELECT j.i,
         COALESCE(j.refused, CASE WHEN w.id IS NULL THEN 'pass_required' ELSE 'booked' END),
         w.id, w.session_id, w.status, w.position, j.gym, j.service
    FROM judged j
    LEFT JOIN written w ON w.session_id = j.sid AND w.member_id = j.member;
END;
$$;
