"""NVFP4 (e2m1 + e4m3 block scales) linear layers with an emulation fallback."""
