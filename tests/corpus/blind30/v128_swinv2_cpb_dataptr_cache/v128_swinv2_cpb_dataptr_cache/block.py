import torch
import torch.nn as nn
import torch.nn.functional as F

from .cpb import ContinuousPositionBias


class SwinV2WindowAttention(nn.Module):
    """Cosine-attention over pre-partitioned windows (B*nW, window*window, C)."""

    def __init__(self, dim: int = 16, heads: int = 2):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.logit_scale = nn.Parameter(torch.log(10 * torch.ones(heads, 1, 1)))
        self.cpb = ContinuousPositionBias(heads)

    @torch.compile(fullgraph=True)
    def forward(self, windows: torch.Tensor) -> torch.Tensor:
        bw, n, c = windows.shape
        window = int(n**0.5)
        q, k, v = self.qkv(windows).view(bw, n, 3, self.heads, -1).permute(2, 0, 3, 1, 4)
        attn = F.normalize(q, dim=-1) @ F.normalize(k, dim=-1).transpose(-2, -1)
        scale = torch.clamp(self.logit_scale, max=4.6052).exp()
        attn = attn * scale + self.cpb(window).unsqueeze(0)
        out = attn.softmax(dim=-1) @ v
        return self.proj(out.transpose(1, 2).reshape(bw, n, c))
