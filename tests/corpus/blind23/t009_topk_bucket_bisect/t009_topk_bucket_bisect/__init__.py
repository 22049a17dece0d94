"""Top-k sampling over a batch padded to a captured batch-size bucket."""
