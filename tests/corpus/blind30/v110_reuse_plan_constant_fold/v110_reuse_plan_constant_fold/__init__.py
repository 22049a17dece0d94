"""Plan how many cached KV blocks a turn can reuse, from static shapes and config."""
