import torch
import torch.nn.functional as F
from torch import nn

from .kv_transfer_utils import (maybe_save_kv_layer_to_connector,
                                wait_for_kv_layer_from_connector)


class PagedAttention(nn.Module):

    def __init__(self, num_heads: int, head_dim: int, num_slots: int,
                 layer_name: str) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.layer_name = layer_name
        self.register_buffer(
            "kv_cache", torch.zeros(2, num_slots, num_heads, head_dim),
            persistent=False)

    def forward(self, q: torch.Tensor, k: torch.Tensor,
                v: torch.Tensor) -> torch.Tensor:
        wait_for_kv_layer_from_connector(self.layer_name)
        n = q.shape[0]
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        maybe_save_kv_layer_to_connector(self.layer_name, self.kv_cache)
        return out.transpose(0, 1).reshape(n, -1)


class DecoderLayer(nn.Module):

    def __init__(self, hidden: int, num_heads: int, layer_idx: int) -> None:
        super().__init__()
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.attn = PagedAttention(num_heads, hidden // num_heads, 16,
                                   f"model.layers.{layer_idx}.self_attn.attn")
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.norm = nn.RMSNorm(hidden)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(self.norm(hidden_states)).chunk(3, dim=-1)
        return hidden_states + self.o_proj(self.attn(q, k, v))


class DecodeModel(nn.Module):

    def __init__(self, hidden: int = 8, num_heads: int = 2,
                 num_layers: int = 2) -> None:
        super().__init__()
        self.layers = nn.ModuleList(
            DecoderLayer(hidden, num_heads, i) for i in range(num_layers))

    @property
    def attention_layer_names(self) -> list[str]:
        return [layer.attn.layer_name for layer in self.layers]

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states


def _decode_step(model: DecodeModel, hidden_states: torch.Tensor) -> torch.Tensor:
    return model(hidden_states)


decode_step = torch.compile(_decode_step, fullgraph=True)
