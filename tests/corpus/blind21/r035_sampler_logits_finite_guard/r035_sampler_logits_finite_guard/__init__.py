"""Logits processors + sampler for a toy serving engine."""
