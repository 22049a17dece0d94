"""LLaVA-style multimodal model: vision tower -> projector -> merge into text embeddings."""
