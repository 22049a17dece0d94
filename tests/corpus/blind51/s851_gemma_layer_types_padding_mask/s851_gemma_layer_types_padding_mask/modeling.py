from typing import Optional

import torch
from torch import nn
import torch.nn.functional as F

from .configuration import HybridGemmaConfig
from .masking_utils import create_causal_mask, create_sliding_window_causal_mask


class GemmaRMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.zeros(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return out * (1.0 + self.weight)


class GemmaAttention(nn.Module):
    def __init__(self, config: HybridGemmaConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.scaling = config.query_pre_attn_scalar ** -0.5
        self.is_sliding = config.layer_types[layer_idx] == "sliding_attention"
        self.sliding_window = config.sliding_window if self.is_sliding else None
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * self.num_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(self.num_heads * self.head_dim, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = hidden_states.shape
        qkv = self.qkv_proj(hidden_states).view(bsz, seq_len, 3, self.num_heads, self.head_dim)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask, scale=self.scaling)
        out = out.transpose(1, 2).reshape(bsz, seq_len, -1)
        return self.o_proj(out)


class GemmaDecoderLayer(nn.Module):
    def __init__(self, config: HybridGemmaConfig, layer_idx: int):
        super().__init__()
        self.attention_type = config.layer_types[layer_idx]
        self.self_attn = GemmaAttention(config, layer_idx)
        self.input_layernorm = GemmaRMSNorm(config.hidden_size, config.rms_norm_eps)
        self.post_attention_layernorm = GemmaRMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, config.intermediate_size, bias=False),
            nn.GELU(approximate="tanh"),
            nn.Linear(config.intermediate_size, config.hidden_size, bias=False),
        )

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.self_attn(self.input_layernorm(hidden_states), attention_mask)
        hidden_states = residual + hidden_states
        residual = hidden_states
        hidden_states = self.mlp(self.post_attention_layernorm(hidden_states))
        return residual + hidden_states


class HybridGemmaModel(nn.Module):
    def __init__(self, config: HybridGemmaConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(
            [GemmaDecoderLayer(config, layer_idx) for layer_idx in range(config.num_hidden_layers)]
        )
        self.norm = GemmaRMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, inputs_embeds: torch.Tensor, attention_mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        causal_mask_mapping = {
            "full_attention": create_causal_mask(self.config, inputs_embeds, attention_mask),
            "sliding_attention": create_sliding_window_causal_mask(self.config, inputs_embeds, attention_mask),
        }
        hidden_states = inputs_embeds * (self.config.hidden_size ** 0.5)
        for decoder_layer in self.layers:
            hidden_states = decoder_layer(hidden_states, causal_mask_mapping[decoder_layer.attention_type])
        return self.norm(hidden_states)


model = HybridGemmaModel(HybridGemmaConfig())
compiled_model = torch.compile(model, fullgraph=True)
