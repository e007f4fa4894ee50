-- Tenancy enforced by the database (docs/decisions/054-row-level-security.md). The app runs each
-- statement as one of two roles without login, which the connecting user (the tables' owner) may
-- switch to: tessera_app sees the rows of app.organization_id only, tessera_system every row (the
-- one audited bypass). Roles belong to the whole server: several databases may create them at once.
DO $$
BEGIN
  CREATE ROLE tessera_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;--> statement-breakpoint
DO $$
BEGIN
  CREATE ROLE tessera_system NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;--> statement-breakpoint
-- A user that is not a superuser may switch only to roles it is a member of.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'tessera_app', 'MEMBER') THEN
    EXECUTE format('GRANT tessera_app TO %I', current_user);
  END IF;
  IF NOT pg_has_role(current_user, 'tessera_system', 'MEMBER') THEN
    EXECUTE format('GRANT tessera_system TO %I', current_user);
  END IF;
END
$$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO tessera_app, tessera_system;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tessera_app, tessera_system;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO tessera_app, tessera_system;--> statement-breakpoint
-- Tables and sequences later migrations create (as this same owner) get the same rights.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tessera_app, tessera_system;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO tessera_app, tessera_system;--> statement-breakpoint
-- Makes a table a tenant table: row-level security on, forced (the owner is held to it too, unless
-- superuser), a policy for the app role on its organization column and one for the system role.
-- A later migration that creates a tenant table calls it: SELECT tessera_tenant_table('t');
-- (server/db/row-security.test.ts fails on a table with an organization column and no policy).
CREATE OR REPLACE FUNCTION tessera_tenant_table(target regclass, tenant_column name DEFAULT 'organization_id')
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  -- nullif: no organization set ('' or never set) compares as NULL, which matches no row.
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s AS PERMISSIVE FOR ALL TO tessera_app '
    'USING (%2$I = nullif(current_setting(''app.organization_id'', true), '''')::integer) '
    'WITH CHECK (%2$I = nullif(current_setting(''app.organization_id'', true), '''')::integer)',
    target, tenant_column);
  EXECUTE format('DROP POLICY IF EXISTS system_access ON %s', target);
  EXECUTE format(
    'CREATE POLICY system_access ON %s AS PERMISSIVE FOR ALL TO tessera_system USING (true) WITH CHECK (true)',
    target);
END
$$;--> statement-breakpoint
-- Every table with an organization column today (Better Auth's spell it organizationId).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.table_name, c.column_name
    FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
      AND c.column_name IN ('organization_id', 'organizationId')
  LOOP
    PERFORM tessera_tenant_table(format('public.%I', t.table_name)::regclass, t.column_name);
  END LOOP;
END
$$;
