"""Early-exit model config with backwards compatibility for old checkpoints."""
