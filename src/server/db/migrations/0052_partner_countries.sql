ALTER TABLE "partners" ADD COLUMN "country" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "tax_id_kind" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_country_ck" CHECK ("partners"."country" in ('ar', 'mx', 'br'));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_tax_id_kind_ck" CHECK (("partners"."tax_id" is null) = ("partners"."tax_id_kind" is null));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_ids_of_country_ck" CHECK (case "partners"."country"
      when 'ar' then "partners"."tax_id" is null and "partners"."bank_account" is null
      when 'mx' then "partners"."cuil" is null and "partners"."cbu" is null and coalesce("partners"."tax_id_kind" = 'rfc', true)
      else "partners"."cuil" is null and "partners"."cbu" is null and "partners"."bank_account" is null
        and coalesce("partners"."tax_id_kind" in ('cpf', 'cnpj'), true) end);