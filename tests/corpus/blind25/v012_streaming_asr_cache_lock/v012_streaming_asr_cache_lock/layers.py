import torch
import torch.nn as nn
import torch.nn.functional as F


class CausalConvModule(nn.Module):
    def __init__(self, hidden: int, kernel: int):
        super().__init__()
        self.kernel = kernel
        self.pw_in = nn.Linear(hidden, 2 * hidden)
        self.dw = nn.Conv1d(hidden, hidden, kernel, groups=hidden)
        self.pw_out = nn.Linear(hidden, hidden)

    def forward(self, x, tail):
        # x: (B, T, C); tail: (B, C, kernel-1) carried over from the previous chunk
        y = F.glu(self.pw_in(x), dim=-1).transpose(1, 2)
        y = torch.cat([tail, y], dim=2)
        new_tail = y[:, :, -(self.kernel - 1):]
        y = F.silu(self.dw(y)).transpose(1, 2)
        return self.pw_out(y), new_tail


class ChunkAttention(nn.Module):
    def __init__(self, hidden: int, heads: int):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)

    def forward(self, x, left):
        b, t, c = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        _, lk, lv = self.qkv(left).chunk(3, dim=-1)
        k = torch.cat([lk, k], dim=1)
        v = torch.cat([lv, v], dim=1)
        split = lambda z: z.view(b, -1, self.heads, c // self.heads).transpose(1, 2)
        o = F.scaled_dot_product_attention(split(q), split(k), split(v))
        return self.out(o.transpose(1, 2).reshape(b, t, c))


class StreamingConformerLayer(nn.Module):
    def __init__(self, hidden: int, heads: int, kernel: int):
        super().__init__()
        self.norm_attn = nn.LayerNorm(hidden)
        self.attn = ChunkAttention(hidden, heads)
        self.norm_conv = nn.LayerNorm(hidden)
        self.conv = CausalConvModule(hidden, kernel)
        self.ff = nn.Sequential(nn.LayerNorm(hidden), nn.Linear(hidden, 2 * hidden), nn.SiLU(), nn.Linear(2 * hidden, hidden))

    def forward(self, x, left, tail):
        x = x + self.attn(self.norm_attn(x), left)
        c, new_tail = self.conv(self.norm_conv(x), tail)
        x = x + c
        return x + 0.5 * self.ff(x), new_tail
