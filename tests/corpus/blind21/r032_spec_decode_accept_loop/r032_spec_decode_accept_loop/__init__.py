"""Speculative decoding: verify k draft tokens against the target model."""
