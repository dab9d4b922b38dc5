-- CreateEnum
CREATE TYPE "confirmation_kind" AS ENUM ('signed', 'disputed');

-- CreateTable
CREATE TABLE "sheet_confirmations" (
    "table_id" UUID NOT NULL,
    "side" "team_side" NOT NULL,
    "kind" "confirmation_kind" NOT NULL,
    "deal_number" INTEGER,
    "note" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sheet_confirmations_pkey" PRIMARY KEY ("table_id","side")
);

-- AddForeignKey
ALTER TABLE "sheet_confirmations" ADD CONSTRAINT "sheet_confirmations_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;
