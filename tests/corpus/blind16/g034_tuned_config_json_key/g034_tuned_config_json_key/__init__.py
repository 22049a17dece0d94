"""Block-quantized linear whose block size comes from a tuned-config table."""
