"""Tiny k-diffusion style samplers."""
