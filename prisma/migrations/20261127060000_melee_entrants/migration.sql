-- CreateEnum
CREATE TYPE "entry" AS ENUM ('teams', 'individual');

-- AlterEnum
ALTER TYPE "pairing" ADD VALUE 'random';

-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "entry" "entry" NOT NULL DEFAULT 'teams';

-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "entrant_1_id" UUID,
ADD COLUMN     "entrant_2_id" UUID,
ADD COLUMN     "melee_round" INTEGER;

-- AlterTable
ALTER TABLE "rounds" ADD COLUMN     "sat_out" UUID[] DEFAULT ARRAY[]::UUID[];

-- CreateTable
CREATE TABLE "entrants" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "person_id" UUID,
    "name" VARCHAR(80) NOT NULL,
    "club" VARCHAR(80),
    "joined_round" INTEGER NOT NULL DEFAULT 1,
    "withdrawn" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "entrants_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "entrants_person_id_idx" ON "entrants"("person_id");

-- CreateIndex
CREATE UNIQUE INDEX "entrants_tournament_id_person_id_key" ON "entrants"("tournament_id", "person_id");

-- CreateIndex
CREATE INDEX "teams_entrant_1_id_idx" ON "teams"("entrant_1_id");

-- CreateIndex
CREATE INDEX "teams_entrant_2_id_idx" ON "teams"("entrant_2_id");

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_entrant_1_id_fkey" FOREIGN KEY ("entrant_1_id") REFERENCES "entrants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_entrant_2_id_fkey" FOREIGN KEY ("entrant_2_id") REFERENCES "entrants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entrants" ADD CONSTRAINT "entrants_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entrants" ADD CONSTRAINT "entrants_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "people"("id") ON DELETE SET NULL ON UPDATE CASCADE;
