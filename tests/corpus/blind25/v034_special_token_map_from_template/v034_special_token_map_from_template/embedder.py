import torch
import torch.nn as nn

from .tokens import SpecialTokenMap


class MultimodalEmbedder(nn.Module):
    """Embeds a compact-vocab prompt and splices projected image features in."""

    def __init__(self, base_vocab: int = 32, dim: int = 16, vision_dim: int = 8):
        super().__init__()
        self.tokens = SpecialTokenMap(base_vocab=base_vocab)
        self.embed = nn.Embedding(base_vocab + len(self.tokens), dim)
        self.proj = nn.Linear(vision_dim, dim)
        self.boundary_scale = nn.Parameter(torch.ones(dim))

    def forward(self, input_ids: torch.Tensor, image_features: torch.Tensor):
        image_id = self.tokens.local_id("image_pad")
        start_id = self.tokens.local_id("vision_start")
        end_id = self.tokens.local_id("vision_end")
        n_pad = self.tokens.placeholders_per_turn("image_pad")

        embeds = self.embed(input_ids)
        is_image = input_ids == image_id
        is_boundary = (input_ids == start_id) | (input_ids == end_id)
        # image positions take their feature in order of appearance
        order = (is_image.cumsum(-1) - 1).clamp(min=0)
        projected = self.proj(image_features)[order] * n_pad
        embeds = torch.where(is_image[..., None], projected, embeds)
        return torch.where(is_boundary[..., None], embeds * self.boundary_scale, embeds)


embedder = MultimodalEmbedder()
embed_step = torch.compile(embedder.forward, fullgraph=True)
