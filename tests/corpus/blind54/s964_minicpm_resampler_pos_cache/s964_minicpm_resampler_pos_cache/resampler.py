import torch
from torch import nn

from .pos_embed import get_2d_sincos_pos_embed


class BaseResampler(nn.Module):
    """2D perceiver-resampler: a fixed set of learnable queries cross-attends to image patches."""

    def __init__(self, num_queries: int, embed_dim: int, num_heads: int, kv_dim: int) -> None:
        super().__init__()
        self.num_queries = num_queries
        self.embed_dim = embed_dim
        self.num_heads = num_heads
        self.query = nn.Parameter(torch.zeros(num_queries, embed_dim))
        nn.init.trunc_normal_(self.query, std=0.02)
        self.kv_proj = nn.Linear(kv_dim, embed_dim, bias=False) if kv_dim != embed_dim else nn.Identity()
        self.attn = nn.MultiheadAttention(embed_dim, num_heads)
        self.ln_q = nn.LayerNorm(embed_dim, eps=1e-6)
        self.ln_kv = nn.LayerNorm(embed_dim, eps=1e-6)
        self.ln_post = nn.LayerNorm(embed_dim, eps=1e-6)
        self.proj = nn.Parameter((embed_dim**-0.5) * torch.randn(embed_dim, embed_dim))

    def _repeat(self, query: torch.Tensor, n: int) -> torch.Tensor:
        return query.unsqueeze(1).repeat(1, n, 1)


class Resampler2_5(BaseResampler):
    def __init__(self, num_queries: int, embed_dim: int, num_heads: int, kv_dim: int,
                 max_size=(6, 6)) -> None:
        super().__init__(num_queries, embed_dim, num_heads, kv_dim)
        self.max_size = max_size
        self._set_2d_pos_cache(self.max_size)

    def _set_2d_pos_cache(self, max_size, device="cpu") -> None:
        pos_embed_arr = get_2d_sincos_pos_embed(self.embed_dim, max_size)
        pos_embed = torch.from_numpy(pos_embed_arr).float().to(device)
        self.register_buffer("pos_embed", pos_embed, persistent=False)

    @torch.compiler.disable
    def _adjust_pos_cache(self, tgt_sizes: torch.Tensor, device) -> None:
        max_h = int(tgt_sizes[:, 0].max().item())
        max_w = int(tgt_sizes[:, 1].max().item())
        if max_h > self.max_size[0] or max_w > self.max_size[1]:
            self.max_size = [max(max_h, self.max_size[0]), max(max_w, self.max_size[1])]
            self._set_2d_pos_cache(self.max_size, device)

    def _build_key_padding(self, tgt_sizes: torch.Tensor, max_patch_len: int, device):
        self._adjust_pos_cache(tgt_sizes, device=device)
        patch_len = tgt_sizes[:, 0] * tgt_sizes[:, 1]
        arange = torch.arange(max_patch_len, device=device)
        return arange.unsqueeze(0) >= patch_len.unsqueeze(1)

    def forward(self, x: torch.Tensor, tgt_sizes: torch.Tensor) -> torch.Tensor:
        bs, max_patch_len, _ = x.shape
        key_padding_mask = self._build_key_padding(tgt_sizes, max_patch_len, x.device)
        h, w = self.max_size
        pos = self.pos_embed[:h, :w, :].reshape(h * w, -1)[:max_patch_len]
        pos = pos.unsqueeze(1).expand(-1, bs, -1).to(x.dtype)

        x = self.ln_kv(self.kv_proj(x)).permute(1, 0, 2)
        q = self.ln_q(self.query)
        out = self.attn(self._repeat(q, bs), x + pos, x, key_padding_mask=key_padding_mask)[0]
        x = self.ln_post(out.permute(1, 0, 2))
        return x @ self.proj
