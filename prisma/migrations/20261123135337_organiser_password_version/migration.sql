-- AlterTable
ALTER TABLE "users" ADD COLUMN     "password_version" INTEGER NOT NULL DEFAULT 1;
