-- CreateTable
CREATE TABLE "series_clubs" (
    "series_id" UUID NOT NULL,
    "club_id" UUID NOT NULL,
    "invited_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accepted_at" TIMESTAMPTZ(3),

    CONSTRAINT "series_clubs_pkey" PRIMARY KEY ("series_id","club_id")
);

-- CreateIndex
CREATE INDEX "series_clubs_club_id_idx" ON "series_clubs"("club_id");

-- AddForeignKey
ALTER TABLE "series_clubs" ADD CONSTRAINT "series_clubs_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "series"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "series_clubs" ADD CONSTRAINT "series_clubs_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
