import torch
from torch import nn

from .bias_table import relative_index, resize_bias_table


class RelPosBias(nn.Module):
    def __init__(self, num_heads, pretrained_window, window):
        super().__init__()
        self.pretrained_window = pretrained_window
        self.window = window
        n = (2 * pretrained_window - 1) ** 2
        self.table = nn.Parameter(torch.randn(n, num_heads) * 0.02)
        self.register_buffer("index", relative_index(window), persistent=False)

    def forward(self):
        table = resize_bias_table(self.table, self.pretrained_window, self.window)
        n = self.window * self.window
        return table[self.index.reshape(-1)].reshape(n, n, -1).permute(2, 0, 1)


class WindowAttention(nn.Module):
    def __init__(self, dim, num_heads, pretrained_window, window):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)
        self.bias = RelPosBias(num_heads, pretrained_window, window)

    @torch.compile(fullgraph=True)
    def forward(self, x):
        Bw, N, C = x.shape
        q, k, v = self.qkv(x).reshape(Bw, N, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        attn_bias = self.bias().unsqueeze(0).to(q.dtype)
        y = torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=attn_bias)
        return self.out(y.transpose(1, 2).reshape(Bw, N, C))
