-- CreateTable
CREATE TABLE "series" (
    "id" UUID NOT NULL,
    "club_id" UUID NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "season" VARCHAR(40) NOT NULL,
    "rule" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "series_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "series_tournaments" (
    "series_id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "series_tournaments_pkey" PRIMARY KEY ("series_id","tournament_id")
);

-- CreateIndex
CREATE INDEX "series_club_id_idx" ON "series"("club_id");

-- CreateIndex
CREATE INDEX "series_tournaments_tournament_id_idx" ON "series_tournaments"("tournament_id");

-- AddForeignKey
ALTER TABLE "series" ADD CONSTRAINT "series_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "series_tournaments" ADD CONSTRAINT "series_tournaments_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "series"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "series_tournaments" ADD CONSTRAINT "series_tournaments_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
