from typing import Callable, Dict, Type

import torch
from torch import nn
import torch.nn.functional as F

from .lightning_attn import _build_slope_tensor, lightning_attention

MIXER_REGISTRY: Dict[str, Type[nn.Module]] = {}


def register_mixer(layer_type: str) -> Callable:
    def wrapper(cls):
        MIXER_REGISTRY[layer_type] = cls
        return cls

    return wrapper


class MixerBase(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_idx: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.layer_idx = layer_idx
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.out_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def split_heads(self, x: torch.Tensor):
        b, t, _ = x.shape
        q, k, v = self.qkv_proj(x).view(b, t, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4).unbind(0)
        return q, k, v

    def merge_heads(self, out: torch.Tensor) -> torch.Tensor:
        b, h, t, d = out.shape
        return self.out_proj(out.transpose(1, 2).reshape(b, t, h * d))


@register_mixer("linear_attention")
class MiniMaxLightningAttention(MixerBase):
    def __init__(self, hidden_size: int, num_heads: int, layer_idx: int, num_layers: int):
        super().__init__(hidden_size, num_heads, layer_idx)
        slope = _build_slope_tensor(num_heads) * (1 - layer_idx / (num_layers - 1) + 1e-5)
        self.register_buffer("slope_rate", slope, persistent=False)
        self.register_buffer("kv_cache", torch.zeros(1, num_heads, self.head_dim, self.head_dim), persistent=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.split_heads(hidden_states)
        q, k, v = F.silu(q), F.silu(k), F.silu(v)
        out = lightning_attention(q, k, v, self.slope_rate, self.kv_cache)
        return self.merge_heads(out)


@register_mixer("full_attention")
class MiniMaxSoftmaxAttention(MixerBase):
    def __init__(self, hidden_size: int, num_heads: int, layer_idx: int, num_layers: int):
        super().__init__(hidden_size, num_heads, layer_idx)
        self.scaling = self.head_dim ** -0.5

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.split_heads(hidden_states)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scaling)
        return self.merge_heads(out)
