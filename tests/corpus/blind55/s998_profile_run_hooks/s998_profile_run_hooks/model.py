import torch
import torch.nn as nn
import torch.nn.functional as F


class GPTBlock(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.ln_1 = nn.LayerNorm(hidden_size)
        self.c_attn = nn.Linear(hidden_size, 3 * hidden_size)
        self.c_proj = nn.Linear(hidden_size, hidden_size)
        self.ln_2 = nn.LayerNorm(hidden_size)
        self.c_fc = nn.Linear(hidden_size, 4 * hidden_size)
        self.mlp_proj = nn.Linear(4 * hidden_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        n, d = x.shape
        q, k, v = self.c_attn(self.ln_1(x)).split(d, dim=-1)
        q, k, v = (t.view(n, self.num_heads, -1).transpose(0, 1) for t in (q, k, v))
        attn = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.c_proj(attn.transpose(0, 1).reshape(n, d))
        return x + self.mlp_proj(F.gelu(self.c_fc(self.ln_2(x)), approximate="tanh"))


class GPT2Model(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, num_layers: int = 2):
        super().__init__()
        self.h = nn.ModuleList([GPTBlock(hidden_size, num_heads) for _ in range(num_layers)])
        self.ln_f = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for block in self.h:
            hidden_states = block(hidden_states)
        return self.ln_f(hidden_states)
