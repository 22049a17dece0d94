import torch
from torch import nn

from .scaling import MeanAbsScaler


class CausalConv(nn.Conv1d):
    def __init__(self, c_in: int, c_out: int, kernel: int, dilation: int):
        super().__init__(c_in, c_out, kernel, dilation=dilation)
        self.left_pad = (kernel - 1) * dilation

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return super().forward(nn.functional.pad(x, (self.left_pad, 0)))


class TCNBackbone(nn.Module):
    def __init__(self, n_channels: int = 3, hidden: int = 16, levels: int = 3):
        super().__init__()
        self.scaler = MeanAbsScaler()
        layers = []
        c = n_channels
        for i in range(levels):
            layers += [CausalConv(c, hidden, 3, 2 ** i), nn.ReLU()]
            c = hidden
        self.tcn = nn.Sequential(*layers)
        self.out = nn.Conv1d(hidden, n_channels, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        observed = torch.isfinite(x).to(x.dtype)
        z, loc, scale = self.scaler(torch.nan_to_num(x), observed)
        y = self.out(self.tcn(z.transpose(1, 2))).transpose(1, 2)
        return y * scale + loc


compiled_backbone = torch.compile(TCNBackbone(), fullgraph=True)
