"""Forward-batch metadata and a compiled decode step built on it."""
