"""GPTQ mixed-precision linear kernels chosen from a priority list."""
