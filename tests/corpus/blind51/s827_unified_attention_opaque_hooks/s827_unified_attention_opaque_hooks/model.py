import torch
from torch import nn

from .attention import Attention


class QwenBlock(nn.Module):

    def __init__(self, hidden: int, num_heads: int, layer_idx: int) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.input_layernorm = nn.RMSNorm(hidden)
        self.qkv_proj = nn.Linear(hidden, 3 * hidden)
        self.attn = Attention(num_heads, self.head_dim, 16,
                              f"model.layers.{layer_idx}.self_attn.attn")
        self.o_proj = nn.Linear(hidden, hidden, bias=False)

    def forward(self, hidden_states: torch.Tensor,
                slot_mapping: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(self.input_layernorm(hidden_states)).chunk(3, -1)
        return hidden_states + self.o_proj(self.attn(q, k, v, slot_mapping))


class QwenModel(nn.Module):

    def __init__(self, hidden: int = 8, num_heads: int = 2,
                 num_layers: int = 2) -> None:
        super().__init__()
        self.layers = nn.ModuleList(
            QwenBlock(hidden, num_heads, i) for i in range(num_layers))
        self.norm = nn.RMSNorm(hidden)

    def forward(self, hidden_states: torch.Tensor,
                slot_mapping: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states, slot_mapping)
        return self.norm(hidden_states)
