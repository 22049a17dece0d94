"""Model runner with optional debug integrations installed as module hooks."""
