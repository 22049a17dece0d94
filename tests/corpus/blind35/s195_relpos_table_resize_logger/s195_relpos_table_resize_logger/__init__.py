"""Window attention whose bias table can be fine-tuned at a new window size."""
