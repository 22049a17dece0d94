import torch
from torch import nn

from .model_id import output_scale


class ClassifierHead(nn.Module):
    def __init__(self, weights_path: str, hidden: int = 8, num_labels: int = 1):
        super().__init__()
        self.weights_path = weights_path
        self.score = nn.Linear(hidden, num_labels, bias=False)

    @torch.compile(fullgraph=True)
    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        return self.score(pooled) * output_scale(self.weights_path)
