-- Reference data and rules of the marketplace tables (ADR 0007).
--
-- 1. Partners' plans (SPEC §7 `GET /api/service/plans/all`; ADR 0007). Every partner starts on 'free';
--    the limits are checked by the partner calls when a gym or a service is added. Prices in ARS per
--    month, commission in %.
INSERT INTO "plans" ("code", "name", "max_gyms", "max_services_per_gym", "commission_percent", "monthly_price", "sort_order") VALUES
  ('free', 'Gratis', 1, 5, 15.00, 0.00, 1),
  ('standar', 'Standar', 3, 10, 10.00, 14999.00, 2),
  ('premium', 'Premium', 10, 25, 7.50, 34999.00, 3),
  ('golden', 'Golden', 50, 60, 5.00, 69999.00, 4)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE restrict ON UPDATE cascade;
--> statement-breakpoint
-- 2. Health conditions (SPEC §7 deseasesMap; ADR 0007), with short training considerations.
--    General guidance for a trainer, not medical advice; sources: ACSM's Guidelines for Exercise Testing
--    and Prescription (11th ed.), chapters on clinical populations.
INSERT INTO "health_conditions" ("code", "name", "considerations", "sort_order") VALUES
  ('hipertension', 'Hipertensión arterial', 'Evitá la maniobra de Valsalva y los esfuerzos máximos; priorizá el trabajo aeróbico moderado y controlá la presión antes de entrenar.', 1),
  ('diabetes_tipo_1', 'Diabetes tipo 1', 'Medí la glucemia antes y después de entrenar, tené a mano hidratos de absorción rápida y avisá si tenés hipoglucemias frecuentes.', 2),
  ('diabetes_tipo_2', 'Diabetes tipo 2', 'Combiná ejercicio aeróbico y de fuerza, controlá la glucemia y revisá tus pies si estrenás calzado.', 3),
  ('asma', 'Asma', 'Hacé una entrada en calor progresiva, tené el broncodilatador a mano y evitá ambientes muy fríos o secos.', 4),
  ('lumbalgia', 'Lumbalgia', 'Priorizá el fortalecimiento del core y la técnica; evitá cargas axiales pesadas y flexiones bruscas de columna mientras haya dolor.', 5),
  ('hernia_discal', 'Hernia de disco', 'Evitá cargas sobre la columna y flexiones con peso; trabajá la estabilización del core con guía profesional.', 6),
  ('artrosis', 'Artrosis', 'Preferí ejercicios de bajo impacto (bicicleta, natación) y trabajá la movilidad; evitá saltos y cargas que generen dolor articular.', 7),
  ('osteoporosis', 'Osteoporosis', 'Incluí fuerza y equilibrio; evitá flexiones de columna con carga, torsiones bruscas y actividades con riesgo de caída.', 8),
  ('lesion_rodilla', 'Lesión de rodilla', 'Evitá saltos, impacto y sentadillas profundas con carga; fortalecé cuádriceps e isquiotibiales de forma progresiva.', 9),
  ('embarazo', 'Embarazo', 'Con aval médico, mantené una intensidad moderada; desde el segundo trimestre evitá estar boca arriba mucho tiempo, los deportes de contacto y el riesgo de caídas.', 10),
  ('cardiopatia', 'Cardiopatía', 'Entrená solo con apto médico y a la intensidad que indicó tu cardiólogo; pará ante dolor de pecho, mareo o falta de aire.', 11),
  ('obesidad', 'Obesidad', 'Empezá con ejercicios de bajo impacto y progresá de a poco; cuidá rodillas y tobillos y priorizá la constancia sobre la intensidad.', 12),
  ('hipotiroidismo', 'Hipotiroidismo', 'Progresá la intensidad de a poco porque la fatiga puede ser mayor; controlá la frecuencia cardíaca.', 13),
  ('epilepsia', 'Epilepsia', 'No entrenes solo en el agua ni en altura, avisá al personal del gimnasio y evitá entrenar sin haber dormido bien.', 14),
  ('migrana', 'Migraña', 'Hidratate bien, evitá esfuerzos máximos repentinos y suspendé el entrenamiento ante aura o dolor intenso.', 15)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- 3. gyms.favourite = number of favourites rows of the gym (SPEC §4 favourite toggle; ADR 0007
--    "Favourite counts by trigger"). Row-level triggers update the gym row in the same transaction as
--    the favourite row, so the row lock on the gym serialises concurrent toggles, and rows removed by
--    a cascade (a member's account deleted) are subtracted too. The update touches neither gym_active
--    nor name, so it does not bump the catalogue version.
CREATE OR REPLACE FUNCTION favourites_count_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gyms SET favourite = favourite + 1 WHERE id = NEW.gym_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION favourites_count_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gyms SET favourite = favourite - 1 WHERE id = OLD.gym_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER favourites_count_ins AFTER INSERT ON favourites FOR EACH ROW EXECUTE FUNCTION favourites_count_after_insert();
--> statement-breakpoint
CREATE TRIGGER favourites_count_del AFTER DELETE ON favourites FOR EACH ROW EXECUTE FUNCTION favourites_count_after_delete();
--> statement-breakpoint
-- The seed's demo favourite counts are not backed by rows; start every gym from its real count.
UPDATE gyms g SET favourite = (SELECT count(*) FROM favourites f WHERE f.gym_id = g.id);
