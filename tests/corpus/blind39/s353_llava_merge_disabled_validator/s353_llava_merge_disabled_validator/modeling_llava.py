from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .mm_utils import merge_multimodal_embeddings


@dataclass
class LlavaConfig:
    vocab_size: int = 64
    text_hidden_size: int = 16
    vision_hidden_size: int = 12
    patch_size: int = 4
    num_channels: int = 3
    image_token_index: int = 63
    projector_hidden_act: str = "gelu"


class TinyVisionTower(nn.Module):
    def __init__(self, config: LlavaConfig) -> None:
        super().__init__()
        self.patch_embedding = nn.Conv2d(
            config.num_channels, config.vision_hidden_size,
            kernel_size=config.patch_size, stride=config.patch_size, bias=False,
        )
        self.post_layernorm = nn.LayerNorm(config.vision_hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        patch_embeds = self.patch_embedding(pixel_values)  # (B, D, h, w)
        patch_embeds = patch_embeds.flatten(2).transpose(1, 2)
        return self.post_layernorm(patch_embeds)


class LlavaMultiModalProjector(nn.Module):
    def __init__(self, config: LlavaConfig) -> None:
        super().__init__()
        self.linear_1 = nn.Linear(config.vision_hidden_size, config.text_hidden_size)
        self.act = nn.GELU()
        self.linear_2 = nn.Linear(config.text_hidden_size, config.text_hidden_size)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(self.act(self.linear_1(image_features)))


class LlavaForConditionalGeneration(nn.Module):
    def __init__(self, config: LlavaConfig) -> None:
        super().__init__()
        self.config = config
        self.vision_tower = TinyVisionTower(config)
        self.multi_modal_projector = LlavaMultiModalProjector(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.text_hidden_size)

    def get_multimodal_embeddings(self, pixel_values: torch.Tensor) -> list[torch.Tensor]:
        image_features = self.vision_tower(pixel_values)
        image_embeds = self.multi_modal_projector(image_features)
        return list(image_embeds.unbind(0))

    def get_input_embeddings(self, input_ids: torch.Tensor, multimodal_embeddings) -> torch.Tensor:
        inputs_embeds = self.embed_tokens(input_ids)
        return merge_multimodal_embeddings(
            input_ids, inputs_embeds, multimodal_embeddings, self.config.image_token_index
        )

    def forward(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        mm_embeds = self.get_multimodal_embeddings(pixel_values)
        return self.get_input_embeddings(input_ids, mm_embeds)
