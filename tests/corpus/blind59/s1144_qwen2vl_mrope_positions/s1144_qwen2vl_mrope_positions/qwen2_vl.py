from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .rotary_embedding import MRotaryEmbedding


@dataclass
class Qwen2VLConfig:
    vocab_size: int = 64
    hidden_size: int = 8
    patch_dim: int = 12
    image_token_id: int = 51
    vision_start_token_id: int = 50
    spatial_merge_size: int = 2


class Qwen2VisionTransformer(nn.Module):
    def __init__(self, config: Qwen2VLConfig):
        super().__init__()
        self.merge = config.spatial_merge_size ** 2
        self.patch_embed = nn.Linear(config.patch_dim, config.hidden_size)
        self.merger = nn.Linear(config.hidden_size * self.merge, config.hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        x = self.patch_embed(pixel_values)
        return self.merger(x.reshape(-1, x.shape[-1] * self.merge))


class Qwen2VLForConditionalGeneration(nn.Module):
    def __init__(self, config: Qwen2VLConfig):
        super().__init__()
        self.config = config
        self.visual = Qwen2VisionTransformer(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.rotary_emb = MRotaryEmbedding(head_size=config.hidden_size)
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, input_ids: torch.Tensor, pixel_values: torch.Tensor,
                image_grid_thw: torch.Tensor, positions: Optional[torch.Tensor] = None):
        inputs_embeds = self.embed_tokens(input_ids)
        image_embeds = self.visual(pixel_values)
        mask = (input_ids == self.config.image_token_id).unsqueeze(-1)
        hidden_states = inputs_embeds.masked_scatter(mask, image_embeds)

        if positions is None:
            positions, _ = MRotaryEmbedding.get_input_positions(
                input_ids,
                image_grid_thw,
                image_token_id=self.config.image_token_id,
                vision_start_token_id=self.config.vision_start_token_id,
                spatial_merge_size=self.config.spatial_merge_size,
            )
        q, k, v = self.qkv(hidden_states).chunk(3, dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        attn = torch.softmax(q @ k.transpose(0, 1) / q.shape[-1] ** 0.5, dim=-1)
        return self.o_proj(attn @ v)


model = Qwen2VLForConditionalGeneration(Qwen2VLConfig())


@torch.compile(fullgraph=True)
def prefill(input_ids, pixel_values, image_grid_thw):
    return model(input_ids, pixel_values, image_grid_thw)
