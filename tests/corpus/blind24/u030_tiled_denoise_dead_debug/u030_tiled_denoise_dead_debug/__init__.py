"""MultiDiffusion-style spatially tiled DiT denoiser for large latents."""
