-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "pairing" AS ENUM ('swiss', 'round-robin');

-- CreateEnum
CREATE TYPE "tournament_status" AS ENUM ('draft', 'running', 'finished');

-- CreateTable
CREATE TABLE "tournaments" (
    "id" UUID NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "date" DATE,
    "ruleset" VARCHAR(40) NOT NULL DEFAULT 'marque-2018',
    "target" INTEGER NOT NULL DEFAULT 2000,
    "rounds" INTEGER NOT NULL,
    "pairing" "pairing" NOT NULL DEFAULT 'swiss',
    "status" "tournament_status" NOT NULL DEFAULT 'draft',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tournaments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tournaments_status_date_idx" ON "tournaments"("status", "date");
