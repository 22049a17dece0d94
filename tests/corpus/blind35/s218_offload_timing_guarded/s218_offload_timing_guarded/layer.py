import torch
import torch.nn as nn
import torch.nn.functional as F

from .telemetry import TELEMETRY


def _bring_to(t: torch.Tensor, device: torch.device, name: str) -> torch.Tensor:
    TELEMETRY.start(name)
    out = t.to(device, non_blocking=True)
    TELEMETRY.stop(name, t.numel() * t.element_size())
    return out


class OffloadedDecoderLayer(nn.Module):
    """Gated MLP layer with weights parked on the offload device."""

    def __init__(self, dim: int = 8, inter: int = 16, offload_device: str = "cpu"):
        super().__init__()
        self.offload_device = torch.device(offload_device)
        self.norm = nn.RMSNorm(dim)
        self.register_buffer("gate_up", torch.randn(2 * inter, dim) * 0.02)
        self.register_buffer("down", torch.randn(dim, inter) * 0.02)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = _bring_to(self.gate_up, x.device, "gate_up")
        down = _bring_to(self.down, x.device, "down")
        h = F.linear(self.norm(x), gate_up)
        g, u = h.chunk(2, dim=-1)
        return x + F.linear(F.silu(g) * u, down)


layer = OffloadedDecoderLayer()
compiled_layer = torch.compile(layer, fullgraph=True)
