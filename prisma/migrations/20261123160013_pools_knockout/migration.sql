-- AlterEnum
ALTER TYPE "pairing" ADD VALUE 'pools-knockout';

-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "pools_knockout" JSONB;

-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "pool" SMALLINT;

-- AlterTable
ALTER TABLE "rounds" ADD COLUMN     "knockout" BOOLEAN NOT NULL DEFAULT false;
