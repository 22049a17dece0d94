"""Static-address KV cache (for graph capture) with a staging buffer."""
