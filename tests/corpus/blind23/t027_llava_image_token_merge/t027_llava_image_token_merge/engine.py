"""Prefill-side embedding step of the multimodal serving engine."""
import torch

from .configuration import MultimodalConfig
from .modeling import MultimodalEmbedder

_embedder = MultimodalEmbedder(MultimodalConfig()).eval()


@torch.compile(fullgraph=True)
def embed_prompt(input_ids, pixel_values):
    with torch.no_grad():
        return _embedder(input_ids, pixel_values)
