"""GPTQ-style int4 weight-only quantization built from an HF quantization_config."""
