from typing import List

import torch
from torch import nn

from .interfaces import MultiModalMixin, TextOnlyDecoder


class InternVisionPixelShuffle(nn.Module):
    def __init__(self, patch_dim: int, hidden_size: int, downsample: int = 2):
        super().__init__()
        self.downsample = downsample
        self.patch_embed = nn.Linear(patch_dim, hidden_size)
        self.mlp1 = nn.Sequential(
            nn.LayerNorm(hidden_size * downsample ** 2),
            nn.Linear(hidden_size * downsample ** 2, hidden_size),
        )

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        x = self.patch_embed(pixel_values)  # (tiles, patches, hidden)
        x = x.reshape(x.shape[0], -1, x.shape[-1] * self.downsample ** 2)
        return self.mlp1(x)


class InternVLChatModel(nn.Module, MultiModalMixin):
    placeholder_token_ids = [92, 93]

    def __init__(self, vocab_size: int = 96, hidden_size: int = 8, patch_dim: int = 6):
        super().__init__()
        self.vision_model = InternVisionPixelShuffle(patch_dim, hidden_size)
        self.language_model = TextOnlyDecoder(vocab_size, hidden_size)

    def embed_multimodal(self, pixel_values: torch.Tensor,
                         num_tiles_per_image: List[int]) -> List[torch.Tensor]:
        vit_embeds = self.vision_model(pixel_values)
        return [e.flatten(0, 1) for e in vit_embeds.split(num_tiles_per_image, dim=0)]

    def forward(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        mm_embeds = self.embed_multimodal(pixel_values, num_tiles_per_image=[1, 2])
        inputs_embeds = self.embed_input_ids(input_ids, mm_embeds)
        return self.get_language_model()(inputs_embeds)


model = torch.compile(InternVLChatModel(), fullgraph=True)
