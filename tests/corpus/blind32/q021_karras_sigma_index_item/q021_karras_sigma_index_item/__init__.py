"""Karras-preconditioned image denoiser (serving build)."""
