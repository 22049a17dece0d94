import torch
import torch.nn.functional as F
from torch import nn

from . import register_layer


@register_layer("*")
class HybridAttentionLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.norm = nn.RMSNorm(hidden_size, eps=1e-5)
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seqlen, _ = hidden_states.shape
        q, k, v = self.qkv_proj(self.norm(hidden_states)).chunk(3, dim=-1)
        q, k, v = (t.view(bsz, seqlen, self.num_heads, self.head_dim).transpose(1, 2) for t in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        out = out.transpose(1, 2).reshape(bsz, seqlen, -1)
        return hidden_states + self.o_proj(out)
