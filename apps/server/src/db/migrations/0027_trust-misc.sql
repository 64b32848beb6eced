-- Placeholder reserved for issue 37; replaced by its change.
SELECT 1;
