import torch
import torch.nn.functional as F
from torch import nn


class ChunkedSelfAttention(nn.Module):
    def __init__(self, d_model: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.qkv = nn.Linear(d_model, 3 * d_model)
        self.out = nn.Linear(d_model, d_model)

    def forward(self, x, key_cache, value_cache):
        b, t, d = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        k_all = torch.cat([key_cache, k], dim=1)
        v_all = torch.cat([value_cache, v], dim=1)
        split = lambda z: z.view(b, z.shape[1], self.num_heads, d // self.num_heads).transpose(1, 2)
        o = F.scaled_dot_product_attention(split(q), split(k_all), split(v_all))
        o = o.transpose(1, 2).reshape(b, t, d)
        left = key_cache.shape[1]
        return self.out(o), k_all[:, -left:], v_all[:, -left:]


class CausalConvModule(nn.Module):
    def __init__(self, d_model: int, kernel: int):
        super().__init__()
        self.depthwise = nn.Conv1d(d_model, d_model, kernel, groups=d_model)
        self.pointwise = nn.Conv1d(d_model, d_model, 1)

    def forward(self, x, conv_cache):
        xt = torch.cat([conv_cache, x.transpose(1, 2)], dim=-1)
        y = self.pointwise(F.silu(self.depthwise(xt)))
        return y.transpose(1, 2), xt[..., -conv_cache.shape[-1]:]


class StreamingBlock(nn.Module):
    def __init__(self, d_model: int, num_heads: int, kernel: int):
        super().__init__()
        self.norm_attn = nn.LayerNorm(d_model)
        self.attn = ChunkedSelfAttention(d_model, num_heads)
        self.norm_conv = nn.LayerNorm(d_model)
        self.conv = CausalConvModule(d_model, kernel)

    def forward(self, x, key_cache, value_cache, conv_cache):
        a, key_cache, value_cache = self.attn(self.norm_attn(x), key_cache, value_cache)
        x = x + a
        c, conv_cache = self.conv(self.norm_conv(x), conv_cache)
        return x + c, key_cache, value_cache, conv_cache
