"""Small decoder stack with an optional numerics watchdog installed as module hooks."""
