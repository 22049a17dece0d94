import torch
from torch import nn

from .relpos import RelativePositionBias
from .windows import window_partition, window_reverse


class WindowAttention(nn.Module):
    def __init__(self, dim, num_heads, window_size):
        super().__init__()
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)
        self.rel_bias = RelativePositionBias((window_size, window_size), num_heads)

    def forward(self, x):
        Bw, N, C = x.shape
        qkv = self.qkv(x).view(Bw, N, 3, self.num_heads, C // self.num_heads)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        attn = (q * self.scale) @ k.transpose(-2, -1)
        attn = attn + self.rel_bias().unsqueeze(0)
        out = attn.softmax(-1) @ v
        return self.proj(out.transpose(1, 2).reshape(Bw, N, C))


class SwinBlock(nn.Module):
    def __init__(self, dim=16, num_heads=2, window_size=4):
        super().__init__()
        self.window_size = window_size
        self.norm1 = nn.LayerNorm(dim)
        self.attn = WindowAttention(dim, num_heads, window_size)
        self.norm2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, dim * 4), nn.GELU(), nn.Linear(dim * 4, dim))

    def forward(self, x):
        B, H, W, C = x.shape
        shortcut = x
        windows, hw_pad = window_partition(self.norm1(x), self.window_size)
        windows = self.attn(windows)
        x = shortcut + window_reverse(windows, self.window_size, hw_pad, (H, W))
        return x + self.mlp(self.norm2(x))


compiled_block = torch.compile(SwinBlock().eval(), fullgraph=True)
