"""LoRA-aware logits head with optional sharded-LoRA and debug validation paths."""
