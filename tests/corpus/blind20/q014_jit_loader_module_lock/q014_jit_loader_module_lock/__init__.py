"""int8 RMSNorm+quant fused op, loaded through a small JIT kernel loader."""
