-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "next_round_at" TIMESTAMPTZ(3);
