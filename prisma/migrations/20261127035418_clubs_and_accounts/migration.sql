-- AlterTable
ALTER TABLE "users" ADD COLUMN     "administrator" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "disabled_at" TIMESTAMPTZ(3),
ADD COLUMN     "display_name" VARCHAR(80);

-- An organiser of before is named by their e-mail address, up to the @, until they choose a name.
UPDATE "users" SET "display_name" = left(split_part("email", '@', 1), 80);
ALTER TABLE "users" ALTER COLUMN "display_name" SET NOT NULL;

-- CreateTable
CREATE TABLE "clubs" (
    "id" UUID NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "clubs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "club_members" (
    "club_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "club_members_pkey" PRIMARY KEY ("club_id","user_id")
);

-- CreateTable
CREATE TABLE "invitations" (
    "id" UUID NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "club_id" UUID,
    "invited_by_id" UUID,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invitations_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "club_id" UUID;

-- Each organiser who has tournaments gets a club named after them, with them as its member and
-- their tournaments in it (the club takes the organiser's id: one club per organiser). The
-- tournaments of no organiser (their account deleted) go to one club named "Club", without a
-- member: nobody runs them, as before, until the administrator adds a member to it.
INSERT INTO "clubs" ("id", "name")
SELECT "users"."id", "users"."display_name" FROM "users"
WHERE EXISTS (SELECT 1 FROM "tournaments" WHERE "tournaments"."owner_id" = "users"."id");
INSERT INTO "club_members" ("club_id", "user_id") SELECT "id", "id" FROM "clubs";
UPDATE "tournaments" SET "club_id" = "owner_id" WHERE "owner_id" IS NOT NULL;
WITH "orphans" AS (
  INSERT INTO "clubs" ("id", "name")
  SELECT gen_random_uuid(), 'Club' WHERE EXISTS (SELECT 1 FROM "tournaments" WHERE "owner_id" IS NULL)
  RETURNING "id"
)
UPDATE "tournaments" SET "club_id" = (SELECT "id" FROM "orphans") WHERE "owner_id" IS NULL;
ALTER TABLE "tournaments" ALTER COLUMN "club_id" SET NOT NULL;

-- CreateIndex
CREATE INDEX "club_members_user_id_idx" ON "club_members"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations"("token_hash");

-- CreateIndex
CREATE INDEX "tournaments_club_id_idx" ON "tournaments"("club_id");

-- AddForeignKey
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
