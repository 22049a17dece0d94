import inspect

import torch
from torch import nn

from .rotary import DynamicNTKRotary


def _rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class Attention(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.q_proj = nn.Linear(hidden, hidden, bias=False)
        self.rotary_emb = DynamicNTKRotary(hidden)

    def forward(self, hidden_states: torch.Tensor, position_ids: torch.Tensor) -> torch.Tensor:
        q = self.q_proj(hidden_states)
        rotary_kwargs = {}
        if "seq_len" in inspect.signature(self.rotary_emb.forward).parameters:
            rotary_kwargs["seq_len"] = hidden_states.shape[1]
        cos, sin = self.rotary_emb(q, position_ids, **rotary_kwargs)
        return q * cos + _rotate_half(q) * sin


compiled_attention = torch.compile(Attention(), fullgraph=True)
