import torch
from torch import nn

from .ops import alibi_bias


class AlibiDecodeAttention(nn.Module):
    """Single-token decode against a padded KV block; ALiBi instead of rope."""

    def __init__(self, num_heads=3, head_dim=4, max_len=6):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.max_len = max_len
        self.scale = head_dim ** -0.5

    def forward(self, q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor,
                context_lens: torch.Tensor) -> torch.Tensor:
        # q: [b, h, d]; caches: [b, h, max_len, d]
        scores = torch.einsum("bhd,bhld->bhl", q, k_cache) * self.scale
        scores = scores + alibi_bias(context_lens, self.num_heads, self.max_len)
        probs = torch.softmax(scores, dim=-1)
        return torch.einsum("bhl,bhld->bhd", probs, v_cache)


attn = AlibiDecodeAttention()
decode_step = torch.compile(attn, fullgraph=True)
