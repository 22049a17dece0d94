import torch
from torch import nn

from .checks import NumericsCheckedModule


class ClassifierHead(NumericsCheckedModule):
    def __init__(self, hidden: int = 8, classes: int = 3):
        super().__init__()
        self.dense = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.assert_finite(torch.tanh(self.dense(x)), "dense")
        return self.out(h)


compiled_head = torch.compile(ClassifierHead(), fullgraph=True)
