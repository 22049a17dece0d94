"""Per-request adapter selection keyed by LoRARequest objects."""
