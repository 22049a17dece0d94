import torch
import torch.nn.functional as F

from . import host_mirror


class StateSpaceCore(torch.nn.Module):
    def __init__(self, d: int, n: int):
        super().__init__()
        self.A = torch.nn.Parameter(-torch.rand(d, n))
        self.B = torch.nn.Linear(d, n, bias=False)
        self.C = torch.nn.Linear(d, n, bias=False)

    def forward(self, x, state):
        dA = torch.exp(self.A)
        state = dA * state + x.unsqueeze(-1) * self.B(x).unsqueeze(-2)
        y = (state * self.C(x).unsqueeze(-2)).sum(-1)
        return y, state


class SwapAwareMixer(torch.nn.Module):
    def __init__(self, layer_idx: int, d: int = 8, n: int = 4):
        super().__init__()
        self.layer_idx = layer_idx
        self.core = StateSpaceCore(d, n)
        self.gate = torch.nn.Linear(d, d)
        self.swap_enabled = True

    def _persist(self, state):
        if self.swap_enabled:
            host_mirror.mirror_to_host(self.layer_idx, state)

    def forward(self, x, state):
        y, state = self.core(x, state)
        self._persist(state)
        return y * F.silu(self.gate(x)), state


class HybridDecoderLayer(torch.nn.Module):
    def __init__(self, layer_idx: int = 3, d: int = 8):
        super().__init__()
        self.norm = torch.nn.LayerNorm(d)
        self.mixer = SwapAwareMixer(layer_idx, d)
        self.mlp = torch.nn.Sequential(torch.nn.Linear(d, 2 * d), torch.nn.GELU(), torch.nn.Linear(2 * d, d))

    def forward(self, x, state):
        h, state = self.mixer(self.norm(x), state)
        x = x + h
        return x + self.mlp(x), state


compiled_layer = torch.compile(HybridDecoderLayer(), fullgraph=True)
