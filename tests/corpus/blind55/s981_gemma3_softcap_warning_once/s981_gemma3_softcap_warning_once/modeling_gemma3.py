import torch
import torch.nn.functional as F
from torch import nn

from .configuration_gemma3 import Gemma3TextConfig
from .masking_utils import build_mask_mapping


class Gemma3RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.zeros(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return out * (1.0 + self.weight)


class Gemma3Attention(nn.Module):
    def __init__(self, config: Gemma3TextConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.is_sliding = config.layer_types[layer_idx] == "sliding_attention"
        self.sliding_window = config.sliding_window if self.is_sliding else None
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.scaling = config.query_pre_attn_scalar ** -0.5
        inner = self.num_heads * self.head_dim
        self.q_proj = nn.Linear(config.hidden_size, inner, bias=False)
        self.k_proj = nn.Linear(config.hidden_size, inner, bias=False)
        self.v_proj = nn.Linear(config.hidden_size, inner, bias=False)
        self.o_proj = nn.Linear(inner, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        bsz, q_len, _ = hidden_states.shape
        shape = (bsz, q_len, self.num_heads, self.head_dim)
        q = self.q_proj(hidden_states).view(shape).transpose(1, 2)
        k = self.k_proj(hidden_states).view(shape).transpose(1, 2)
        v = self.v_proj(hidden_states).view(shape).transpose(1, 2)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask, scale=self.scaling)
        out = out.transpose(1, 2).reshape(bsz, q_len, -1)
        return self.o_proj(out)


class Gemma3DecoderLayer(nn.Module):
    def __init__(self, config: Gemma3TextConfig, layer_idx: int):
        super().__init__()
        self.attention_type = config.layer_types[layer_idx]
        self.input_layernorm = Gemma3RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.self_attn = Gemma3Attention(config, layer_idx)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 2 * config.hidden_size),
            nn.GELU(approximate="tanh"),
            nn.Linear(2 * config.hidden_size, config.hidden_size),
        )
        self.post_attention_layernorm = Gemma3RMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.self_attn(self.input_layernorm(hidden_states), attention_mask)
        hidden_states = residual + hidden_states
        residual = hidden_states
        return residual + self.mlp(self.post_attention_layernorm(hidden_states))


class Gemma3TextModel(nn.Module):
    def __init__(self, config: Gemma3TextConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(
            [Gemma3DecoderLayer(config, i) for i in range(config.num_hidden_layers)]
        )
        self.norm = Gemma3RMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        seq_len = inputs_embeds.shape[1]
        cache_position = torch.arange(seq_len, device=inputs_embeds.device)
        causal_mask_mapping = build_mask_mapping(self.config, inputs_embeds, cache_position)
        hidden_states = inputs_embeds * (self.config.hidden_size ** 0.5)
        for decoder_layer in self.layers:
            hidden_states = decoder_layer(hidden_states, causal_mask_mapping[decoder_layer.attention_type])
        return self.norm(hidden_states)
