import torch
from torch import nn

from .layout import QuantScheme, num_groups, pack_weights, unpack_weights

_SCHEMES = {
    "w4a16": QuantScheme(bits=4, group_size=4),
    "w8a16": QuantScheme(bits=8, group_size=8),
}


class PackedLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, scheme_name: str = "w4a16"):
        super().__init__()
        self.scheme = _SCHEMES[scheme_name]
        self.in_features = in_features
        qmax = (1 << self.scheme.bits) - 1
        q = torch.randint(0, qmax + 1, (out_features, in_features))
        self.register_buffer("qweight", pack_weights(q, self.scheme))
        g = num_groups(in_features, self.scheme.group_size)
        self.register_buffer("scales", torch.rand(out_features, g) * 0.02)
        self.zero = float(1 << (self.scheme.bits - 1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        w = unpack_weights(self.qweight, self.scheme).to(x.dtype)
        g = num_groups(self.in_features, self.scheme.group_size)
        scales = self.scales.repeat_interleave(self.in_features // g, dim=1)
        return x @ ((w - self.zero) * scales).t()


class PackedMLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = PackedLinear(8, 16, "w4a16")
        self.down = PackedLinear(16, 8, "w8a16")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(torch.nn.functional.silu(self.up(x)))


compiled_mlp = torch.compile(PackedMLP(), fullgraph=True)
