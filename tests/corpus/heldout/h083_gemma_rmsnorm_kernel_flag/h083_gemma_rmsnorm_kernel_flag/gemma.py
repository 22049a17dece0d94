import torch
from torch import nn

from .layernorm import GemmaRMSNorm


class GemmaMLPBlock(nn.Module):
    def __init__(self, hidden: int = 16, inter: int = 32) -> None:
        super().__init__()
        self.pre_feedforward_layernorm = GemmaRMSNorm(hidden)
        self.gate_up_proj = nn.Linear(hidden, 2 * inter, bias=False)
        self.down_proj = nn.Linear(inter, hidden, bias=False)
        self.post_feedforward_layernorm = GemmaRMSNorm(hidden)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = self.pre_feedforward_layernorm(hidden_states)
        gate, up = self.gate_up_proj(h).chunk(2, dim=-1)
        h = self.down_proj(torch.nn.functional.gelu(gate, approximate="tanh") * up)
        return hidden_states + self.post_feedforward_layernorm(h)


block = GemmaMLPBlock()
block_compiled = torch.compile(block, fullgraph=True)
