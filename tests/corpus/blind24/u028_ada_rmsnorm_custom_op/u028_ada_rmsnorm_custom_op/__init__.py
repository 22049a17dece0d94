"""DiT block whose adaLN-modulated RMSNorm goes through a (reference) custom kernel."""
