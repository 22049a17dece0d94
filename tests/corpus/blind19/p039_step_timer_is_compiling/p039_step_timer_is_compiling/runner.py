import torch
import torch.nn as nn

from .layers import Block
from .profiler import PROFILER


class DecodeRunner:
    def __init__(self, n_layers: int = 2, hidden: int = 8, vocab: int = 16):
        self.blocks = nn.ModuleList(Block(hidden) for _ in range(n_layers))
        self.head = nn.Linear(hidden, vocab, bias=False)

    def forward_decode(self, hidden: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            hidden = block(hidden)
        with PROFILER.phase("lm_head"):
            logits = self.head(hidden)
        return logits.float()


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
