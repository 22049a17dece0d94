import torch
from torch import nn

from .attention_backend import cross_attention
from .envs import envs


class QueryCrossAttention(nn.Module):
    def __init__(self, dim: int, kv_dim: int, num_heads: int) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.q_proj = nn.Linear(dim, dim)
        self.kv_proj = nn.Linear(kv_dim, 2 * dim)
        self.o_proj = nn.Linear(dim, dim)

    def _shape(self, x: torch.Tensor) -> torch.Tensor:
        b, n, _ = x.shape
        return x.view(b, n, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, queries, image_embeds, image_mask):
        if envs.VLM_QFORMER_TRIM_PADDING:
            valid_len = image_mask.long().sum(dim=-1).max().item()
            torch._check(valid_len >= 1)
            torch._check(valid_len <= image_embeds.shape[1])
            image_embeds = image_embeds[:, :valid_len]
            image_mask = image_mask[:, :valid_len]
        q = self._shape(self.q_proj(queries))
        k, v = self.kv_proj(image_embeds).chunk(2, dim=-1)
        out = cross_attention(q, self._shape(k), self._shape(v), image_mask.bool())
        b, h, n, d = out.shape
        return self.o_proj(out.transpose(1, 2).reshape(b, n, h * d))


class QFormerPooler(nn.Module):
    def __init__(self, dim: int = 16, kv_dim: int = 8, num_heads: int = 2) -> None:
        super().__init__()
        self.query_tokens = nn.Parameter(torch.randn(1, envs.VLM_QFORMER_NUM_QUERIES, dim) * 0.02)
        self.norm_q = nn.LayerNorm(dim)
        self.norm_kv = nn.LayerNorm(kv_dim)
        self.cross_attn = QueryCrossAttention(dim, kv_dim, num_heads)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(), nn.Linear(2 * dim, dim))

    @torch.compile(fullgraph=True)
    def pool_image_tokens(self, image_embeds: torch.Tensor, image_mask: torch.Tensor) -> torch.Tensor:
        queries = self.norm_q(self.query_tokens.expand(image_embeds.shape[0], -1, -1))
        hidden = queries + self.cross_attn(queries, self.norm_kv(image_embeds), image_mask)
        return hidden + self.mlp(hidden)
