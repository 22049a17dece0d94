from dataclasses import dataclass

import torch
from torch import nn

from .mm_ops import merge_multimodal_embeddings


@dataclass
class LlavaConfig:
    vocab_size: int = 50
    hidden_size: int = 16
    vision_hidden_size: int = 12
    image_token_index: int = 49
    patch_size: int = 4


class LlavaMultiModalProjector(nn.Module):
    def __init__(self, vision_hidden_size: int, text_hidden_size: int):
        super().__init__()
        self.linear_1 = nn.Linear(vision_hidden_size, text_hidden_size, bias=True)
        self.act = nn.GELU()
        self.linear_2 = nn.Linear(text_hidden_size, text_hidden_size, bias=True)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(self.act(self.linear_1(image_features)))


class LlavaForConditionalGeneration(nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        self.config = config
        self.patch_embed = nn.Conv2d(3, config.vision_hidden_size, config.patch_size, config.patch_size)
        self.multi_modal_projector = LlavaMultiModalProjector(config.vision_hidden_size, config.hidden_size)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList([nn.Linear(config.hidden_size, config.hidden_size) for _ in range(2)])
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def get_multimodal_embeddings(self, pixel_values: torch.Tensor) -> torch.Tensor:
        feats = self.patch_embed(pixel_values).flatten(2).transpose(1, 2)
        return self.multi_modal_projector(feats).flatten(0, 1)

    def get_input_embeddings(self, input_ids: torch.Tensor, multimodal_embeddings=None) -> torch.Tensor:
        inputs_embeds = self.embed_tokens(input_ids)
        if multimodal_embeddings is not None:
            inputs_embeds = merge_multimodal_embeddings(
                input_ids, inputs_embeds, multimodal_embeddings, self.config.image_token_index
            )
        return inputs_embeds

    def forward(self, input_ids: torch.Tensor, inputs_embeds: torch.Tensor) -> torch.Tensor:
        hidden_states = inputs_embeds
        for layer in self.layers:
            hidden_states = hidden_states + torch.nn.functional.silu(layer(hidden_states))
        return hidden_states

    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.lm_head(hidden_states)
