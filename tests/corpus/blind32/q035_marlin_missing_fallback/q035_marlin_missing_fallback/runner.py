import torch
from torch import nn

from . import ops


class MarlinLinear(nn.Module):
    pack_factor = 8

    def __init__(self, in_features, out_features, group_size=8):
        super().__init__()
        self.group_size = group_size
        g = torch.Generator().manual_seed(7)
        self.register_buffer(
            "qweight",
            torch.randint(0, 2**31 - 1, (out_features, in_features // self.pack_factor), generator=g, dtype=torch.int32),
        )
        self.register_buffer("scales", torch.rand(out_features, in_features // group_size, generator=g) * 0.01)

    def forward(self, x):
        return ops.marlin_gemm(x, self.qweight, self.scales, self.group_size)


class TinyLM(nn.Module):
    def __init__(self, hidden=16, vocab=32):
        super().__init__()
        self.proj = MarlinLinear(hidden, hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def forward_decode(self, hidden_states):
        h = hidden_states + torch.tanh(self.proj(hidden_states))
        return self.lm_head(h).float()


def make_runner():
    return TinyLM()


_runner = make_runner()
decode_step = torch.compile(_runner.forward_decode, fullgraph=True)
