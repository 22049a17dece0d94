import torch
from torch import nn

from .config import VisionConfig
from .grid import grid_positions


class VisionRotaryEmbedding(nn.Module):
    def __init__(self, dim: int, theta: float) -> None:
        super().__init__()
        inv_freq = 1.0 / (theta ** (torch.arange(0, dim, 2, dtype=torch.float) / dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward(self, seqlen: int) -> torch.Tensor:
        seq = torch.arange(seqlen, dtype=self.inv_freq.dtype)
        return torch.outer(seq, self.inv_freq)


class VisionBlock(nn.Module):
    def __init__(self, cfg: VisionConfig) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(cfg.hidden_size)
        self.qkv = nn.Linear(cfg.hidden_size, 3 * cfg.hidden_size)
        self.proj = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.num_heads = cfg.num_heads

    def forward(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        n, d = x.shape
        q, k, v = self.qkv(self.norm(x)).chunk(3, dim=-1)
        q = q * cos + q.roll(1, -1) * sin
        k = k * cos + k.roll(1, -1) * sin
        q, k, v = (t.view(n, self.num_heads, -1).transpose(0, 1) for t in (q, k, v))
        out = torch.nn.functional.scaled_dot_product_attention(q, k, v)
        return x + self.proj(out.transpose(0, 1).reshape(n, d))


class VisionEncoder(nn.Module):
    def __init__(self, cfg: VisionConfig) -> None:
        super().__init__()
        self.cfg = cfg
        self.rotary = VisionRotaryEmbedding(cfg.head_dim // 2, cfg.rope_theta)
        self.blocks = nn.ModuleList([VisionBlock(cfg) for _ in range(2)])

    def rot_pos_emb(self, grid_thw: torch.Tensor) -> torch.Tensor:
        pos_ids = grid_positions(grid_thw, self.cfg.spatial_merge_size)
        max_grid = 64
        freqs = self.rotary(max_grid)[pos_ids].flatten(1)
        return freqs.repeat(1, self.cfg.hidden_size // freqs.shape[-1])

    def forward(self, patches: torch.Tensor, grid_thw: torch.Tensor) -> torch.Tensor:
        emb = self.rot_pos_emb(grid_thw)
        cos, sin = emb.cos(), emb.sin()
        x = patches
        for blk in self.blocks:
            x = blk(x, cos, sin)
        return x


compiled_encoder = torch.compile(VisionEncoder(VisionConfig()), fullgraph=True)
