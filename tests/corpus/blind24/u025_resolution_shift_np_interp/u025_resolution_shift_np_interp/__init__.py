"""Video DiT with resolution-aware timestep shifting and 3D RoPE."""
