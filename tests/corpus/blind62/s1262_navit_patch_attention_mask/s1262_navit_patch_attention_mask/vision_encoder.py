from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .attention_mask_utils import prepare_vision_attention_mask
from .config import Idefics2VisionConfig


class Idefics2VisionEmbeddings(nn.Module):
    def __init__(self, config: Idefics2VisionConfig):
        super().__init__()
        self.patch_size = config.patch_size
        self.patch_embedding = nn.Conv2d(
            in_channels=config.num_channels,
            out_channels=config.hidden_size,
            kernel_size=config.patch_size,
            stride=config.patch_size,
            padding="valid",
        )
        self.num_positions = config.num_patches_per_side**2
        self.position_embedding = nn.Embedding(self.num_positions, config.hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        patch_embeds = self.patch_embedding(pixel_values)
        embeddings = patch_embeds.flatten(2).transpose(1, 2)
        position_ids = torch.arange(embeddings.shape[1], device=embeddings.device)
        return embeddings + self.position_embedding(position_ids)[None]


class Idefics2VisionAttention(nn.Module):
    def __init__(self, config: Idefics2VisionConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.k_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.v_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.out_proj = nn.Linear(config.hidden_size, config.hidden_size)

    def _shape(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = x.shape
        return x.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states: torch.Tensor, attention_mask: Optional[torch.Tensor]) -> torch.Tensor:
        bsz, seq_len, dim = hidden_states.shape
        q = self._shape(self.q_proj(hidden_states))
        k = self._shape(self.k_proj(hidden_states))
        v = self._shape(self.v_proj(hidden_states))
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask)
        return self.out_proj(out.transpose(1, 2).reshape(bsz, seq_len, dim))


class Idefics2EncoderLayer(nn.Module):
    def __init__(self, config: Idefics2VisionConfig):
        super().__init__()
        self.self_attn = Idefics2VisionAttention(config)
        self.layer_norm1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.layer_norm2 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.fc1 = nn.Linear(config.hidden_size, config.intermediate_size)
        self.fc2 = nn.Linear(config.intermediate_size, config.hidden_size)

    def forward(self, hidden_states: torch.Tensor, attention_mask: Optional[torch.Tensor]) -> torch.Tensor:
        hidden_states = hidden_states + self.self_attn(self.layer_norm1(hidden_states), attention_mask)
        mlp_out = self.fc2(F.gelu(self.fc1(self.layer_norm2(hidden_states)), approximate="tanh"))
        return hidden_states + mlp_out


class Idefics2VisionTransformer(nn.Module):
    def __init__(self, config: Idefics2VisionConfig):
        super().__init__()
        self.config = config
        self.embeddings = Idefics2VisionEmbeddings(config)
        self.layers = nn.ModuleList([Idefics2EncoderLayer(config) for _ in range(config.num_hidden_layers)])
        self.post_layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    @torch.compile(fullgraph=True)
    def forward(self, pixel_values: torch.Tensor, patch_attention_mask: torch.Tensor) -> torch.Tensor:
        hidden_states = self.embeddings(pixel_values)
        attention_mask = prepare_vision_attention_mask(
            patch_attention_mask, hidden_states.dtype, self.config.attn_implementation
        )
        for layer in self.layers:
            hidden_states = layer(hidden_states, attention_mask)
        return self.post_layernorm(hidden_states)
