"""W8A8 linear with dynamic per-tensor activation scales (pure PyTorch reference path)."""
