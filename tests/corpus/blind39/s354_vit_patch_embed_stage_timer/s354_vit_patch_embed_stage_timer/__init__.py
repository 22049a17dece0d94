"""ViT encoder runner for an encoder-disaggregated multimodal server."""
