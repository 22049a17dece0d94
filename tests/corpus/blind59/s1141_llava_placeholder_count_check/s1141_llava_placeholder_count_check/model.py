from dataclasses import dataclass
from typing import List

import torch
from torch import nn

from .interfaces import SupportsMultiModal


@dataclass
class LlavaConfig:
    vocab_size: int = 64
    hidden_size: int = 16
    vision_hidden_size: int = 12
    patch_dim: int = 8
    image_token_index: int = 32
    num_layers: int = 2


class LlavaMultiModalProjector(nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.linear_1 = nn.Linear(config.vision_hidden_size, config.hidden_size)
        self.act = nn.GELU()
        self.linear_2 = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(self.act(self.linear_1(image_features)))


class TinyVisionTower(nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.patch_embed = nn.Linear(config.patch_dim, config.vision_hidden_size)
        self.norm = nn.LayerNorm(config.vision_hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.norm(self.patch_embed(pixel_values))


class LlavaForConditionalGeneration(nn.Module, SupportsMultiModal):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.config = config
        self.vision_tower = TinyVisionTower(config)
        self.multi_modal_projector = LlavaMultiModalProjector(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(
            [nn.Linear(config.hidden_size, config.hidden_size) for _ in range(config.num_layers)]
        )
        self.norm = nn.LayerNorm(config.hidden_size)

    def get_language_embeddings(self) -> nn.Embedding:
        return self.embed_tokens

    def get_multimodal_embeddings(self, pixel_values: torch.Tensor) -> List[torch.Tensor]:
        image_features = self.vision_tower(pixel_values)
        image_embeds = self.multi_modal_projector(image_features)
        return list(image_embeds.unbind(0))

    def forward(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        mm_embeds = self.get_multimodal_embeddings(pixel_values)
        hidden_states = self.get_input_embeddings(input_ids, mm_embeds)
        for layer in self.layers:
            hidden_states = hidden_states + torch.nn.functional.silu(layer(hidden_states))
        return self.norm(hidden_states)


model = torch.compile(LlavaForConditionalGeneration(LlavaConfig()), fullgraph=True)
