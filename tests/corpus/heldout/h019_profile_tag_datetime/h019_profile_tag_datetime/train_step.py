import torch
import torch.nn.functional as F
from torch import nn

from .profiler import StepProfiler


class Classifier(nn.Module):
    def __init__(self, d_in: int = 8, n_cls: int = 3, profile: bool = False) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.Linear(d_in, 16), nn.GELU(), nn.Linear(16, n_cls))
        self.profiler = StepProfiler(profile)

    def forward(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        self.profiler.begin("forward")
        logits = self.body(x)
        return F.cross_entropy(logits, y)


model = Classifier(profile=True)
loss_fn = torch.compile(model, fullgraph=True)
