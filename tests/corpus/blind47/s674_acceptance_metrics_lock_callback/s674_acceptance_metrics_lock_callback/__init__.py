"""Chain speculative decoding with acceptance-rate metrics."""
