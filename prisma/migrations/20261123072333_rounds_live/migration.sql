-- CreateEnum
CREATE TYPE "tie_at_bell" AS ENUM ('draw', 'last-declarer');

-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "avoid_same_club" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "draw_seed" INTEGER NOT NULL DEFAULT floor(random() * 2147483647)::int,
ADD COLUMN     "late_entry_byes" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "round_minutes" INTEGER,
ADD COLUMN     "tie_at_bell" "tie_at_bell" NOT NULL DEFAULT 'draw',
ADD COLUMN     "tiebreaks" VARCHAR(20)[] DEFAULT ARRAY['points-difference', 'points-for', 'buchholz', 'head-to-head']::VARCHAR(20)[];

-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "joined_round" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "rounds" ADD COLUMN     "closed_at" TIMESTAMPTZ(3),
ADD COLUMN     "ends_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "tables" ADD COLUMN     "closed_at_bell" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "audit_entries" ADD COLUMN     "tournament_id" UUID,
ALTER COLUMN "table_id" DROP NOT NULL;

-- CreateTable
CREATE TABLE "tournament_events" (
    "id" BIGSERIAL NOT NULL,
    "tournament_id" UUID NOT NULL,
    "type" VARCHAR(20) NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tournament_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tournament_events_tournament_id_id_idx" ON "tournament_events"("tournament_id", "id");

-- CreateIndex
CREATE INDEX "audit_entries_tournament_id_created_at_idx" ON "audit_entries"("tournament_id", "created_at");

-- AddForeignKey
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_events" ADD CONSTRAINT "tournament_events_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
