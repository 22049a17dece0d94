"""Reference (non-kernel) paged-attention decode used for testing kernels."""
