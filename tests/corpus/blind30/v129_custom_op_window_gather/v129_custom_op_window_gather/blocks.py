import torch
import torch.nn as nn
import torch.nn.functional as F

from . import ops


def partition(x: torch.Tensor, window: int) -> torch.Tensor:
    b, h, w, c = x.shape
    x = x.view(b, h // window, window, w // window, window, c)
    return x.permute(0, 1, 3, 2, 4, 5).reshape(-1, window * window, c)


def partition_mask(mask: torch.Tensor, window: int) -> torch.Tensor:
    b, h, w = mask.shape
    m = mask.view(b, h // window, window, w // window, window)
    return m.permute(0, 1, 3, 2, 4).reshape(-1, window * window)


class SparseWindowBlock(nn.Module):
    """Window attention plus a per-window summary token, for padded batches of
    images with different aspect ratios packed into one canvas."""

    def __init__(self, dim: int = 16, heads: int = 2, window: int = 4):
        super().__init__()
        self.window = window
        self.heads = heads
        self.norm = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.summary = nn.Linear(dim, dim)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor, valid: torch.Tensor) -> torch.Tensor:
        b, h, w, c = x.shape
        win = partition(self.norm(x), self.window)
        vwin = partition_mask(valid, self.window)
        summary = ops.masked_window_mean(win, vwin)
        win = win + self.summary(summary).unsqueeze(1)
        q, k, v = self.qkv(win).view(win.shape[0], -1, 3, self.heads, c // self.heads).permute(2, 0, 3, 1, 4)
        attn_mask = vwin[:, None, None, :]
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask)
        out = self.proj(out.transpose(1, 2).reshape(win.shape[0], -1, c))
        out = out.view(b, h // self.window, w // self.window, self.window, self.window, c)
        out = out.permute(0, 1, 3, 2, 4, 5).reshape(b, h, w, c)
        return x + out * valid[..., None]


block = SparseWindowBlock().eval()
step = torch.compile(block, fullgraph=True)
