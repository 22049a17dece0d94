import torch
from torch import nn

from .timing import step_timer

PROPOSER_REGISTRY = {}


def register_proposer(name):
    def deco(cls):
        PROPOSER_REGISTRY[name] = cls
        return cls
    return deco


class DraftProposer(nn.Module):
    name = "base"

    def __init__(self, hidden: int, vocab: int):
        super().__init__()
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def body(self, hidden):
        raise NotImplementedError

    def forward(self, hidden):
        with step_timer(f"draft/{self.name}"):
            h = self.body(hidden)
        return self.lm_head(h)


@register_proposer("eagle")
class EagleProposer(DraftProposer):
    name = "eagle"

    def __init__(self, hidden: int, vocab: int):
        super().__init__(hidden, vocab)
        self.fc = nn.Linear(2 * hidden, hidden)
        self.act = nn.SiLU()

    def body(self, hidden):
        shifted = torch.roll(hidden, shifts=1, dims=0)
        return self.act(self.fc(torch.cat([hidden, shifted], dim=-1)))


@register_proposer("mlp")
class MLPProposer(DraftProposer):
    name = "mlp"

    def __init__(self, hidden: int, vocab: int):
        super().__init__(hidden, vocab)
        self.mlp = nn.Sequential(nn.Linear(hidden, hidden), nn.GELU())

    def body(self, hidden):
        return self.mlp(hidden)
