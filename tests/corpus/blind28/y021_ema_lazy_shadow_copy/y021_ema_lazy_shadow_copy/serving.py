import torch
from torch import nn

from .config import EMAConfig
from .ema import ModelEMA


class MLPHead(nn.Module):
    def __init__(self, dim: int, hidden: int, classes: int):
        super().__init__()
        self.fc1 = nn.Linear(dim, hidden)
        self.act = nn.GELU()
        self.fc2 = nn.Linear(hidden, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.act(self.fc1(x)))


class EMAServingWrapper(nn.Module):
    """Routes inference through the EMA weights when configured to."""

    def __init__(self, model: nn.Module, cfg: EMAConfig):
        super().__init__()
        self.model = model
        self.ema = ModelEMA(model, cfg)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        net = self.ema.eval_model()
        logits = net(x)
        return logits.softmax(dim=-1)


_model = EMAServingWrapper(MLPHead(8, 32, 5), EMAConfig()).eval()
compiled = torch.compile(_model, fullgraph=True)
