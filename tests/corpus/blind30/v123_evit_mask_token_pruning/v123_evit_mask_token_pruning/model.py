import torch
import torch.nn as nn

from .pruners import get_pruner


class AttnWithProbs(nn.Module):
    def __init__(self, dim: int, heads: int):
        super().__init__()
        self.heads = heads
        self.scale = (dim // heads) ** -0.5
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        b, n, c = x.shape
        q, k, v = self.qkv(x).view(b, n, 3, self.heads, c // self.heads).permute(2, 0, 3, 1, 4)
        attn = (q @ k.transpose(-2, -1) * self.scale).softmax(dim=-1)
        out = (attn @ v).transpose(1, 2).reshape(b, n, c)
        return self.proj(out), attn


class PruningBlock(nn.Module):
    def __init__(self, dim, heads, prune: bool, strategy: str, keep_ratio: float, threshold: float):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.attn = AttnWithProbs(dim, heads)
        self.norm2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(), nn.Linear(2 * dim, dim))
        self.prune = prune
        self.pruner = get_pruner(strategy)
        self.keep_ratio = keep_ratio
        self.threshold = threshold

    def forward(self, x):
        out, attn = self.attn(self.norm1(x))
        x = x + out
        if self.prune:
            x = self.pruner(x, attn, self.keep_ratio, self.threshold)
        return x + self.mlp(self.norm2(x))


class PrunedViT(nn.Module):
    def __init__(self, dim=16, heads=2, depth=3, prune_at=(1,), strategy="threshold", keep_ratio=0.7, threshold=1.0):
        super().__init__()
        self.cls = nn.Parameter(torch.zeros(1, 1, dim))
        self.blocks = nn.ModuleList(
            PruningBlock(dim, heads, i in prune_at, strategy, keep_ratio, threshold) for i in range(depth)
        )
        self.norm = nn.LayerNorm(dim)

    def forward(self, patches: torch.Tensor) -> torch.Tensor:
        x = torch.cat([self.cls.expand(patches.shape[0], -1, -1), patches], dim=1)
        for blk in self.blocks:
            x = blk(x)
        return self.norm(x[:, 0])


compiled_vit = torch.compile(PrunedViT().eval(), fullgraph=True)
