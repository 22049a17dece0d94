"""Mixture-of-LoRA decode path with usage accounting for adapter eviction."""
