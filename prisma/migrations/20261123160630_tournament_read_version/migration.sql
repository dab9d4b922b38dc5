-- A tournament's updated_at moves with every change to its teams (registered, renamed,
-- withdrawn, removed): with its last event id, it is the version of what the tournament's public
-- reads show (their ETag), whichever process or statement made the change.
CREATE FUNCTION touch_tournament_of_team() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tournaments SET updated_at = now()
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.tournament_id ELSE NEW.tournament_id END;
  RETURN NULL;
END;
$$;

CREATE TRIGGER teams_touch_tournament
AFTER INSERT OR UPDATE OR DELETE ON teams
FOR EACH ROW EXECUTE FUNCTION touch_tournament_of_team();
