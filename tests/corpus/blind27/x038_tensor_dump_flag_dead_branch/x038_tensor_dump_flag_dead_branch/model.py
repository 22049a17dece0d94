import torch
import torch.nn as nn

from . import envs
from .dump import DUMPER


def maybe_dump(name: str, t: torch.Tensor) -> torch.Tensor:
    if envs.DUMP_ACTIVATIONS:
        DUMPER.dump(name, t)
    return t


class Block(nn.Module):
    def __init__(self, hidden: int, idx: int):
        super().__init__()
        self.idx = idx
        self.ln = nn.LayerNorm(hidden)
        self.fc = nn.Linear(hidden, hidden)

    def forward(self, x):
        h = maybe_dump(f"block{self.idx}.ln", self.ln(x))
        return x + torch.relu(self.fc(h))


class TinyLM(nn.Module):
    def __init__(self, vocab: int = 16, hidden: int = 8, layers: int = 2):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.blocks = nn.ModuleList(Block(hidden, i) for i in range(layers))
        self.head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, ids):
        x = maybe_dump("embed", self.embed(ids))
        for blk in self.blocks:
            x = blk(x)
        return maybe_dump("logits", self.head(x))


lm = torch.compile(TinyLM(), fullgraph=True)
