import torch
import torch.nn as nn


class Attention(nn.Module):
    def __init__(self, hidden: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv_proj = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        t = x.shape[0]
        q, k, v = self.qkv_proj(x).chunk(3, dim=-1)
        q = q.view(t, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(t, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(t, self.num_heads, self.head_dim).transpose(0, 1)
        attn = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(attn.transpose(0, 1).reshape(t, -1))


class Block(nn.Module):
    def __init__(self, hidden: int, num_heads: int):
        super().__init__()
        self.ln = nn.LayerNorm(hidden)
        self.self_attn = Attention(hidden, num_heads)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.self_attn(self.ln(x))


class TinyTransformer(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList([Block(hidden, num_heads) for _ in range(num_layers)])
        self.final_ln = nn.LayerNorm(hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return self.final_ln(x)
