from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn

from .rope_index import get_position_builder


@dataclass
class VLConfig:
    vocab_size: int = 64
    hidden_size: int = 24
    num_layers: int = 2
    rope_type: str = "mrope"
    image_token_id: int = 61
    vision_start_token_id: int = 60
    spatial_merge_size: int = 2
    mrope_section: tuple = (4, 4, 4)


class MRotaryEmbedding(nn.Module):
    def __init__(self, dim: int, section, base: float = 10000.0):
        super().__init__()
        self.section = list(section)
        inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward(self, x: torch.Tensor, position_ids: torch.Tensor) -> torch.Tensor:
        if position_ids.dim() == 2:
            position_ids = position_ids.unsqueeze(0).expand(3, -1, -1)
        freqs = position_ids[..., None].float() * self.inv_freq
        parts = freqs.split(self.section, dim=-1)
        freqs = torch.cat([p[i % 3] for i, p in enumerate(parts)], dim=-1)
        emb = torch.cat((freqs, freqs), dim=-1)
        return x * emb.cos() + torch.roll(x, 1, dims=-1) * emb.sin()


class TinyVLModel(nn.Module):
    def __init__(self, config: VLConfig):
        super().__init__()
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.rotary_emb = MRotaryEmbedding(config.hidden_size, config.mrope_section)
        self.layers = nn.ModuleList(nn.Linear(config.hidden_size, config.hidden_size) for _ in range(config.num_layers))
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, position_ids: torch.Tensor) -> torch.Tensor:
        h = self.embed_tokens(input_ids)
        for layer in self.layers:
            h = h + torch.nn.functional.gelu(layer(self.rotary_emb(h, position_ids)))
        return self.lm_head(h)


class ModelRunner:
    def __init__(self, config: VLConfig):
        self.config = config
        self.model = TinyVLModel(config).eval()
        self.build_positions = get_position_builder(config.rope_type)

    def prepare_positions(self, input_ids, attention_mask, image_grid_thw):
        return self.build_positions(
            input_ids,
            attention_mask,
            image_grid_thw=image_grid_thw,
            image_token_id=self.config.image_token_id,
            vision_start_token_id=self.config.vision_start_token_id,
            spatial_merge_size=self.config.spatial_merge_size,
        )

    def forward(self, input_ids: torch.Tensor, image_grid_thw: torch.Tensor,
                attention_mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        position_ids = self.prepare_positions(input_ids, attention_mask, image_grid_thw)
        logits = self.model(input_ids, position_ids)
        return logits[:, -1, :]


runner = ModelRunner(VLConfig())
forward_step = torch.compile(runner.forward, fullgraph=True)
