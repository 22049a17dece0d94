"""Per-layer overrides (residual scaling, activation) resolved from module names."""
