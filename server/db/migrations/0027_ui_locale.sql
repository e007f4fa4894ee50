-- A person's UI language on a site (issue 30 §2, decision 074): null reads the browser's.
ALTER TABLE "profiles" ADD COLUMN "ui_locale" text;