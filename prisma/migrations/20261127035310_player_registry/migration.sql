-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "player_1_id" UUID,
ADD COLUMN     "player_2_id" UUID;

-- CreateTable
CREATE TABLE "people" (
    "id" UUID NOT NULL,
    "first_name" VARCHAR(80) NOT NULL,
    "last_name" VARCHAR(80) NOT NULL,
    "club" VARCHAR(80),
    "licence" VARCHAR(30),
    "name_key" VARCHAR(170) NOT NULL,
    "search_text" VARCHAR(300) NOT NULL,
    "sort_key" VARCHAR(170) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "people_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "people_licence_key" ON "people"("licence");

-- CreateIndex
CREATE INDEX "people_name_key_idx" ON "people"("name_key");

-- CreateIndex
CREATE INDEX "people_sort_key_id_idx" ON "people"("sort_key", "id");

-- CreateIndex
CREATE INDEX "teams_player_1_id_idx" ON "teams"("player_1_id");

-- CreateIndex
CREATE INDEX "teams_player_2_id_idx" ON "teams"("player_2_id");

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_player_1_id_fkey" FOREIGN KEY ("player_1_id") REFERENCES "people"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_player_2_id_fkey" FOREIGN KEY ("player_2_id") REFERENCES "people"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every player of every team becomes a person of the registry, and the team's seats name them.
-- One person per normal form of the name (person-name.ts's normaliseText: accents, case, spacing
-- and punctuation aside) and of the team's club, across tournaments: « Hélène DUPONT » of CC Sion
-- in March and « Helene Dupont » of CC Sion in June are one person; of another club, or with a
-- club in one and none in the other, two (the organiser merges them). Two seats of one tournament
-- with the same name and club are two people. The seats keep the names as they were written.

-- normaliseText in SQL (PostgreSQL's normalize, no extension): person-name.sql.spec.ts checks
-- that both give the same forms.
CREATE FUNCTION pg_temp.marque_normal(text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(lower(translate(
    replace(replace(replace(replace(replace(
      regexp_replace(normalize($1, NFD), '[\u0300-\u036f]', '', 'g'),
      'Œ', 'oe'), 'œ', 'oe'), 'Æ', 'ae'), 'æ', 'ae'), 'ß', 'ss'),
    'ØøŁłĐđ', 'ooLlDd')),
    '[\s\u00a0\-‐‑–—''’‘`´.,;:_/\\()\[\]"«»%*+&]+', ' ', 'g'))
$$;

-- splitFullName in SQL: leading words in capitals are the last name (« DUPONT Jean »),
-- otherwise the first word is the first name; a single word is a last name.
CREATE FUNCTION pg_temp.marque_split(text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN m IS NOT NULL THEN ARRAY[btrim(m[2]), btrim(m[1])]
    WHEN position(' ' IN n) = 0 THEN ARRAY['', n]
    ELSE ARRAY[split_part(n, ' ', 1), substr(n, position(' ' IN n) + 1)]
  END
  FROM (SELECT btrim(regexp_replace($1, '[\s\u00a0]+', ' ', 'g')) AS n) AS written,
  LATERAL (SELECT regexp_match(n, '^((?:[^[:lower:][:space:]]{2,} )+)(.*[[:lower:]].*)$') AS m) AS capitals
$$;

CREATE TEMPORARY TABLE registry_seats ON COMMIT DROP AS
SELECT team_id, seat, name, club, created_at,
       key || '#' || row_number() OVER (PARTITION BY tournament_id, key ORDER BY created_at, team_id, seat) AS person_key
FROM (
  SELECT t.id AS team_id, s.seat, s.name, t.club, t.tournament_id, t.created_at,
         pg_temp.marque_normal(s.name) || '|' || pg_temp.marque_normal(coalesce(t.club, '')) AS key
  FROM teams t CROSS JOIN LATERAL (VALUES (1, t.player_1), (2, t.player_2)) AS s(seat, name)
) AS keyed;

-- Each person as written the last time they played.
CREATE TEMPORARY TABLE registry_people ON COMMIT DROP AS
SELECT person_key, gen_random_uuid() AS id, names[1] AS first_name, names[2] AS last_name, club
FROM (
  SELECT DISTINCT ON (person_key) person_key, pg_temp.marque_split(name) AS names, nullif(btrim(club), '') AS club
  FROM registry_seats ORDER BY person_key, created_at DESC, team_id, seat
) AS latest;

INSERT INTO "people" ("id", "first_name", "last_name", "club", "licence", "name_key", "search_text", "sort_key", "updated_at")
SELECT id, first_name, last_name, club, NULL,
       pg_temp.marque_normal(first_name || ' ' || last_name),
       pg_temp.marque_normal(first_name || ' ' || last_name || ' ' || coalesce(club, '')),
       pg_temp.marque_normal(last_name || ' ' || first_name),
       CURRENT_TIMESTAMP
FROM registry_people;

UPDATE "teams" t SET "player_1_id" = p.id
FROM registry_seats s JOIN registry_people p USING (person_key)
WHERE s.team_id = t.id AND s.seat = 1;

UPDATE "teams" t SET "player_2_id" = p.id
FROM registry_seats s JOIN registry_people p USING (person_key)
WHERE s.team_id = t.id AND s.seat = 2;

DROP FUNCTION pg_temp.marque_split(text);
DROP FUNCTION pg_temp.marque_normal(text);
