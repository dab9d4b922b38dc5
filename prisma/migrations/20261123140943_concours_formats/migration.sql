-- CreateEnum
CREATE TYPE "ranking" AS ENUM ('wins', 'points');

-- CreateEnum
CREATE TYPE "bye_rule" AS ENUM ('fixed', 'half-game', 'round-average');

-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "bye_points" INTEGER,
ADD COLUMN     "bye_rule" "bye_rule",
ADD COLUMN     "deals_per_game" INTEGER,
ADD COLUMN     "passed_out_counts" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "ranking" "ranking" NOT NULL DEFAULT 'wins',
ALTER COLUMN "target" DROP NOT NULL;
