"""Multi-LoRA serving: adapter registry, manager and LoRA-wrapped layers."""
