"""InternViT-style tile encoder with fixed 2D sin-cos position embeddings."""
