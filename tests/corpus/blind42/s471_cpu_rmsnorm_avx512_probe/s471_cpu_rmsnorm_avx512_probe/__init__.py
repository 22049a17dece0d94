"""CPU fused-residual RMSNorm with an ISA-dependent kernel choice."""
