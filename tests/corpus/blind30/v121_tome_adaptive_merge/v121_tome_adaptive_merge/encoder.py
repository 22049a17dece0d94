import torch
import torch.nn as nn

from .config import MergeConfig
from .merge import bipartite_soft_matching


class MergingBlock(nn.Module):
    def __init__(self, cfg: MergeConfig):
        super().__init__()
        self.cfg = cfg
        self.norm1 = nn.LayerNorm(cfg.dim)
        self.attn = nn.MultiheadAttention(cfg.dim, cfg.num_heads, batch_first=True)
        self.norm2 = nn.LayerNorm(cfg.dim)
        self.mlp = nn.Sequential(nn.Linear(cfg.dim, cfg.dim * 2), nn.GELU(), nn.Linear(cfg.dim * 2, cfg.dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm1(x)
        attn_out, _ = self.attn(h, h, h, need_weights=False)
        x = x + attn_out
        # keys are a good similarity metric; use the normed input as a proxy
        x = bipartite_soft_matching(x, h, self.cfg)
        return x + self.mlp(self.norm2(x))


class AdaptiveViTEncoder(nn.Module):
    def __init__(self, cfg: MergeConfig):
        super().__init__()
        self.blocks = nn.ModuleList(MergingBlock(cfg) for _ in range(cfg.depth))
        self.norm = nn.LayerNorm(cfg.dim)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            tokens = blk(tokens)
        return self.norm(tokens)


def build_encoder(cfg: MergeConfig | None = None) -> AdaptiveViTEncoder:
    return AdaptiveViTEncoder(cfg or MergeConfig()).eval()


encoder = torch.compile(build_encoder(), fullgraph=True)
