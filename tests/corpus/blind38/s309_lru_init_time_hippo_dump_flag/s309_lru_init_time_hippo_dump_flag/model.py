import torch
import torch.nn as nn

from . import debug
from .init_schemes import make_nu_log


class LRUBlock(nn.Module):
    """Linear Recurrent Unit with a diagonal real decay (decode over a short window)."""

    def __init__(self, d_model: int = 8, d_state: int = 6, init: str = "ring"):
        super().__init__()
        self.nu_log = nn.Parameter(make_nu_log(init, d_state))
        gamma = torch.sqrt(1 - torch.exp(-torch.exp(self.nu_log.detach())) ** 2)
        self.register_buffer("gamma", gamma)
        self.B = nn.Linear(d_model, d_state, bias=False)
        self.C = nn.Linear(d_state, d_model, bias=False)
        self.D = nn.Parameter(torch.ones(d_model))
        self.norm = nn.LayerNorm(d_model)

    def _decay(self):
        return torch.exp(-torch.exp(self.nu_log))

    def forward(self, x: torch.Tensor, h: torch.Tensor):
        lam = self._decay()
        u = self.B(self.norm(x)) * self.gamma
        hs = []
        for t in range(x.shape[1]):
            h = lam * h + u[:, t]
            hs.append(h)
        hs = torch.stack(hs, dim=1)
        if debug.DUMP_STATES:
            debug.dump("lru_hidden", hs)
            print(f"[lru] dumped hidden states {tuple(hs.shape)}")
        y = self.C(hs) + self.D * x
        return x + y, h


compiled_lru = torch.compile(LRUBlock(), fullgraph=True)
