"""Mamba2-style decode mixer with an eager-only state health monitor."""
