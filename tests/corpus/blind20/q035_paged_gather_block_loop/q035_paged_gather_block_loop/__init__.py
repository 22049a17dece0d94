"""Reference (pure PyTorch) paged-attention decode used on CPU and for testing."""
