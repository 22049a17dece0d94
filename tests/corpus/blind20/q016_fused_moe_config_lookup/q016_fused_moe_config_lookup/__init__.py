"""fp8 w8a8 fused MoE with per-device tuned launch configs."""
