import torch
import torch.nn as nn
import torch.nn.functional as F

from .parallel_mixin import TensorParallelMixin


class ParallelSelfAttention(TensorParallelMixin, nn.Module):
    def __init__(self, hidden_size: int, total_num_heads: int, head_dim: int):
        nn.Module.__init__(self)
        self.total_num_heads = total_num_heads
        self.head_dim = head_dim
        self.qkv_proj = nn.Linear(hidden_size, 3 * total_num_heads * head_dim, bias=False)
        self.o_proj = nn.Linear(total_num_heads * head_dim, hidden_size, bias=False)
        self.scaling = head_dim ** -0.5

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_heads = self.total_num_heads // self.tp_size
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.view(-1, 3, num_heads, self.head_dim).unbind(1)
        q, k, v = (t.transpose(0, 1) for t in (q, k, v))
        attn = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scaling)
        attn = attn.transpose(0, 1).reshape(hidden_states.shape[0], -1)
        return self.tp_all_reduce(self.o_proj(attn))


compiled_attn = torch.compile(ParallelSelfAttention(8, 2, 4), fullgraph=True)
