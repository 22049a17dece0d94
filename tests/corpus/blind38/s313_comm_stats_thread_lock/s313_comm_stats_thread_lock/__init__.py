"""Row/column parallel layers with communication accounting."""
