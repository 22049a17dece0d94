import torch
from torch import nn

from .calibration import Calibrator


class ClippedActivation(nn.Module):
    def __init__(self):
        super().__init__()
        self.calibrator = Calibrator()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        clip = self.calibrator.clip_value("mlp.act")
        return torch.clamp(torch.nn.functional.gelu(x), max=clip)


model = torch.compile(ClippedActivation(), fullgraph=True)
