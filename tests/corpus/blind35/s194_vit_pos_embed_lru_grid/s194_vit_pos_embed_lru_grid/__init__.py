"""ViT image encoder with resolution-agnostic position embeddings."""
