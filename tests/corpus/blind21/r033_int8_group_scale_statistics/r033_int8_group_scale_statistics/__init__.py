"""Weight-only int8 MLP with per-group scales and a tensor-wide fallback scale."""
