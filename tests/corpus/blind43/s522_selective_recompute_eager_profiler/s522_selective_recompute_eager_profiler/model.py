import torch
import torch.nn as nn
import torch.nn.functional as F

from .recompute import selective_checkpoint


class SelfAttentionCore(nn.Module):
    def __init__(self, hidden: int, num_heads: int, dropout: float):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.dropout = dropout

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq, hidden = x.shape
        q, k, v = self.qkv(x).view(bsz, seq, 3, self.num_heads, self.head_dim).unbind(2)
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v, dropout_p=self.dropout if self.training else 0.0, is_causal=True)
        return out.transpose(1, 2).reshape(bsz, seq, hidden)


class RecomputedAttentionLayer(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2, dropout: float = 0.1, recompute_core: bool = True):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(hidden)
        self.core = SelfAttentionCore(hidden, num_heads, dropout)
        self.o_proj = nn.Linear(hidden, hidden)
        self.recompute_core = recompute_core

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        normed = self.input_layernorm(hidden_states)
        if self.recompute_core and self.training:
            attn = selective_checkpoint("core_attention", self.core, normed)
        else:
            attn = self.core(normed)
        return hidden_states + self.o_proj(attn)


layer = RecomputedAttentionLayer().train()
compiled_layer = torch.compile(layer, fullgraph=True)
