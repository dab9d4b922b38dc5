-- AlterTable
ALTER TABLE "tables" ADD COLUMN     "bell_deals" INTEGER,
ADD COLUMN     "forfeited_by" "team_side";
