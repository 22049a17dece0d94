import torch
from torch import nn

from .masks import shifted_window_mask, window_partition, window_reverse


class ShiftedWindowBlock(nn.Module):
    def __init__(self, dim=8, heads=2, window=4, shift=2):
        super().__init__()
        self.window, self.shift, self.heads = window, shift, heads
        self.norm = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        B, H, W, C = x.shape
        ws, s = self.window, self.shift
        shifted = torch.roll(self.norm(x), shifts=(-s, -s), dims=(1, 2))
        win = window_partition(shifted, ws)
        mask = shifted_window_mask(H, W, ws, s, x.device)
        nw = mask.shape[0]
        q, k, v = self.qkv(win).view(-1, ws * ws, 3, self.heads, C // self.heads).permute(2, 0, 3, 1, 4)
        attn = q @ k.transpose(-2, -1) * (C // self.heads) ** -0.5
        attn = attn.view(B, nw, self.heads, ws * ws, ws * ws) + mask[None, :, None]
        attn = attn.view(-1, self.heads, ws * ws, ws * ws).softmax(-1)
        out = (attn @ v).transpose(1, 2).reshape(-1, ws * ws, C)
        out = window_reverse(self.proj(out), ws, H, W)
        return x + torch.roll(out, shifts=(s, s), dims=(1, 2))


_BLOCK = ShiftedWindowBlock().eval()
shifted_block = torch.compile(_BLOCK.forward, fullgraph=True)
