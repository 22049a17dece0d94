from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import VisionEncoderConfig
from .vision_attention import VisionAttention


class SiglipEncoderLayer(nn.Module):
    def __init__(self, config: VisionEncoderConfig):
        super().__init__()
        self.layer_norm1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.self_attn = VisionAttention(
            config.hidden_size,
            config.num_attention_heads,
            qkv_backend=config.mm_attention_backend,
            softmax_in_single_precision=config.softmax_in_single_precision,
        )
        self.layer_norm2 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.fc1 = nn.Linear(config.hidden_size, config.intermediate_size)
        self.fc2 = nn.Linear(config.intermediate_size, config.hidden_size)

    def forward(self, hidden_states: torch.Tensor, cu_seqlens: Optional[torch.Tensor]) -> torch.Tensor:
        hidden_states = hidden_states + self.self_attn(self.layer_norm1(hidden_states), cu_seqlens=cu_seqlens)
        return hidden_states + self.fc2(F.gelu(self.fc1(self.layer_norm2(hidden_states)), approximate="tanh"))


class SiglipVisionEncoder(nn.Module):
    def __init__(self, config: VisionEncoderConfig):
        super().__init__()
        self.config = config
        patch_dim = config.num_channels * config.patch_size * config.patch_size
        self.patch_embedding = nn.Linear(patch_dim, config.hidden_size)
        self.position_embedding = nn.Embedding(config.max_patches, config.hidden_size)
        self.layers = nn.ModuleList([SiglipEncoderLayer(config) for _ in range(config.num_hidden_layers)])
        self.post_layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def forward(self, packed_patches: torch.Tensor, position_ids: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        hidden_states = self.patch_embedding(packed_patches) + self.position_embedding(position_ids)
        hidden_states = hidden_states.unsqueeze(0)
        for layer in self.layers:
            hidden_states = layer(hidden_states, cu_seqlens)
        return self.post_layernorm(hidden_states).squeeze(0)


vision_encoder = torch.compile(SiglipVisionEncoder(VisionEncoderConfig()), fullgraph=True)
