import torch
import torch.nn as nn

from .net import PatchDiT
from .precond import get_preconditioner


class PreconditionedDenoiser(nn.Module):
    """D(x, sigma) = c_skip * x + c_out * F(c_in * x, c_noise)."""

    def __init__(self, net: nn.Module, precond: str = "edm", sigma_data: float = 0.5):
        super().__init__()
        self.net = net
        self.precond = get_preconditioner(precond, sigma_data=sigma_data)

    def forward(self, x: torch.Tensor, sigma: torch.Tensor) -> torch.Tensor:
        s = self.precond(sigma)
        bcast = (-1,) + (1,) * (x.ndim - 1)
        f = self.net(x * s.c_in.view(bcast), s.c_noise)
        return s.c_skip.view(bcast) * x + s.c_out.view(bcast) * f.to(torch.float32)


torch.manual_seed(0)
denoiser = torch.compile(PreconditionedDenoiser(PatchDiT()).eval(), fullgraph=True)
