"""ModelOpt NVFP4 linear layer with a CUTLASS path and an emulation fallback."""
