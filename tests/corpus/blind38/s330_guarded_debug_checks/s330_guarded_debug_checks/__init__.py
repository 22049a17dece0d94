"""Multi-task ranker (CTR + CVR) with debug-only sparse feature checks."""
