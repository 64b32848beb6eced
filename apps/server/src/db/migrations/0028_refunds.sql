-- Placeholder reserved for issue 32; replaced by its change.
SELECT 1;
