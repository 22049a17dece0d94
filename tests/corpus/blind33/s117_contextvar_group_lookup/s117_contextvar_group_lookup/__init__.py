"""Head-parallel attention with a scoped process-group context."""
