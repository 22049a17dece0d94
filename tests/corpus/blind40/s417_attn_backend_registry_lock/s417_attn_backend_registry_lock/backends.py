import torch
import torch.nn.functional as F

from .registry import register_attention_backend


@register_attention_backend("torch_sdpa")
class TorchSDPABackend:
    def __init__(self, num_heads: int, num_kv_heads: int, head_dim: int):
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim
        self.num_queries_per_kv = num_heads // num_kv_heads

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool = True) -> torch.Tensor:
        if self.num_queries_per_kv > 1:
            k = k.repeat_interleave(self.num_queries_per_kv, dim=1)
            v = v.repeat_interleave(self.num_queries_per_kv, dim=1)
        return F.scaled_dot_product_attention(q, k, v, is_causal=causal)


@register_attention_backend("naive")
class NaiveAttentionBackend(TorchSDPABackend):
    def forward(self, q, k, v, causal: bool = True):
        if self.num_queries_per_kv > 1:
            k = k.repeat_interleave(self.num_queries_per_kv, dim=1)
            v = v.repeat_interleave(self.num_queries_per_kv, dim=1)
        scores = (q @ k.transpose(-1, -2)) * self.head_dim ** -0.5
        if causal:
            L = scores.shape[-1]
            scores = scores.masked_fill(torch.ones(L, L, dtype=torch.bool).triu(1), float("-inf"))
        return scores.softmax(-1) @ v
