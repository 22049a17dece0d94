import subprocess

import torch
from torch import nn


class ActivationRecorder(nn.Module):
    """Wraps a module and dumps activations; used by offline tooling only."""

    def __init__(self, inner: nn.Module, out_dir: str) -> None:
        super().__init__()
        self.inner = inner
        self.out_dir = out_dir

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.inner(x)
        torch.save(y, f"{self.out_dir}/act.pt")
        subprocess.run(["sync"], check=False)
        return y

    def apply_rotary(self, x: torch.Tensor) -> torch.Tensor:
        print("recording rotary input", x.shape)
        return x
