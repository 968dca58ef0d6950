-- Booking a class session with Pase BuscaGym credits in one statement (ADR 0045 "Spending"; the same
-- reason as book_class_session, migration 0040 and ADR 0022 decision 16: the session row's lock is held
-- only while the rules run inside the database, with no network round trip under it, and a booking costs
-- one call instead of fourteen). The application reads the gym's terms first and passes the class cost in
-- force and the cancellation window (credits/spending/class-booking.ts); here, in the lock order of
-- credits/wallet.ts (the wallet, then the session):
--   1. lock the member's wallet (FOR UPDATE; no wallet holds 0 credits);
--   2. lock the session row; refuse an unknown session or one of another gym than the terms read, a
--      cancelled, ended or started one, a member who already holds a live booking, a full session (a
--      credit booking never waits in line), a wallet with fewer credits than the cost;
--   3. take the cost out of the wallet with its value by the average cost — the rule of
--      src/shared/domain/credit-value.ts (`valueTaken`: the share rounded half up, the last credit takes
--      what is left), checked against it by tests/api/credits-gyms/book-in-database.test.ts —, write the
--      `spent` movement under the event key `booking:{id}:spent`, the booking with its cost, value and
--      cancel deadline, and count the place.
-- Outcomes other than `booked` change nothing; the application turns them into its Spanish answers.
CREATE FUNCTION book_class_session_with_credits(
  p_session uuid,
  p_member uuid,
  p_gym uuid,
  p_now timestamptz,
  p_credits integer,
  p_window_hours integer
)
RETURNS TABLE (
  outcome text,
  booking_id uuid,
  value_centavos bigint,
  cancel_deadline timestamptz,
  balance integer
)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_balance integer;
  v_value bigint;
  s record;
  v_id uuid := gen_random_uuid();
BEGIN
  SELECT cw.balance, cw.value_centavos INTO v_balance, v_value
    FROM credit_wallets cw WHERE cw.user_id = p_member FOR UPDATE;
  balance := COALESCE(v_balance, 0);
  SELECT cs.id, cs.status, cs.starts_at, cs.ends_at, cs.capacity, cs.booked, c.gym_id
    INTO s
    FROM class_sessions cs
    JOIN classes c ON c.id = cs.class_id
   WHERE cs.id = p_session
     FOR UPDATE OF cs;
  IF NOT FOUND OR s.gym_id <> p_gym THEN
    outcome := 'not_found';
  ELSIF s.status = 'cancelled' THEN
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
  ELSIF s.booked >= s.capacity THEN
    outcome := 'full';
  ELSIF balance < p_credits THEN
    outcome := 'not_enough';
  END IF;
  IF outcome IS NOT NULL THEN
    RETURN NEXT;
    RETURN;
  END IF;
  value_centavos := CASE
    WHEN p_credits = v_balance THEN v_value
    ELSE (v_value * p_credits * 2 + v_balance) / (v_balance * 2)
  END;
  cancel_deadline := s.starts_at - make_interval(hours => p_window_hours);
  balance := v_balance - p_credits;
  INSERT INTO bookings (id, session_id, member_id, status, credits, credit_value_centavos, credit_cancel_deadline)
  VALUES (v_id, s.id, p_member, 'booked', p_credits, value_centavos, cancel_deadline);
  INSERT INTO credit_movements (user_id, kind, credits, value_centavos, balance_after, gym_id, booking_id, event_key)
  VALUES (p_member, 'spent', p_credits, value_centavos, balance, s.gym_id, v_id, 'booking:' || v_id || ':spent');
  UPDATE credit_wallets
     SET balance = v_balance - p_credits, value_centavos = v_value - book_class_session_with_credits.value_centavos,
         updated_at = now()
   WHERE user_id = p_member;
  UPDATE class_sessions SET booked = booked + 1 WHERE id = s.id;
  booking_id := v_id;
  outcome := 'booked';
  RETURN NEXT;
END;
$$;
