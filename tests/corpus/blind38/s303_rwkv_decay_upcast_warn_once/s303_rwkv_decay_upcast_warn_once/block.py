import torch
import torch.nn as nn

from .time_mix import TimeMix


class ChannelMix(nn.Module):
    def __init__(self, d_model: int, hidden_mult: int = 4):
        super().__init__()
        self.key = nn.Linear(d_model, hidden_mult * d_model, bias=False)
        self.value = nn.Linear(hidden_mult * d_model, d_model, bias=False)

    def forward(self, x):
        return self.value(torch.relu(self.key(x)) ** 2)


class RWKVBlock(nn.Module):
    def __init__(self, d_model: int = 8, n_heads: int = 2):
        super().__init__()
        self.d_model = d_model
        self.n_heads = n_heads
        self.ln1 = nn.LayerNorm(d_model)
        self.ln2 = nn.LayerNorm(d_model)
        self.att = TimeMix(d_model, n_heads)
        self.ffn = ChannelMix(d_model)

    def initial_state(self, batch: int):
        hs = self.d_model // self.n_heads
        return (torch.zeros(batch, self.d_model), torch.zeros(batch, self.n_heads, hs, hs))

    @torch.compile(fullgraph=True)
    def decode_step(self, x, x_prev, wkv_state):
        h = self.ln1(x)
        att, wkv_state = self.att.step(h, x_prev, wkv_state)
        x = x + att
        x = x + self.ffn(self.ln2(x))
        return x, h, wkv_state
