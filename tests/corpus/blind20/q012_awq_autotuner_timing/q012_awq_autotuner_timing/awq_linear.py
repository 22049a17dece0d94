from __future__ import annotations

import torch

from .awq_kernels import PACK_FACTOR, awq_gemm


def _pack_int4(values: torch.Tensor) -> torch.Tensor:
    rows, cols = values.shape
    v = values.to(torch.int32).reshape(rows, cols // PACK_FACTOR, PACK_FACTOR)
    shifts = torch.arange(0, 32, 4, dtype=torch.int32)
    return (v << shifts).sum(dim=-1, dtype=torch.int32)


class AWQLinear(torch.nn.Module):
    def __init__(self, in_features: int, out_features: int, group_size: int = 4):
        super().__init__()
        assert in_features % group_size == 0 and out_features % PACK_FACTOR == 0
        self.in_features = in_features
        self.out_features = out_features
        self.group_size = group_size
        groups = in_features // group_size
        q = torch.randint(0, 16, (in_features, out_features))
        z = torch.full((groups, out_features), 8)
        self.register_buffer("qweight", _pack_int4(q))
        self.register_buffer("qzeros", _pack_int4(z))
        self.register_buffer("scales", torch.rand(groups, out_features) * 0.01)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        x2 = x.reshape(-1, self.in_features)
        problem = {"M": x2.shape[0], "N": self.out_features, "K": self.in_features}
        out = awq_gemm(x2, self.qweight, self.scales, self.qzeros, self.group_size, problem=problem)
        return out.reshape(*lead, self.out_features)


def build_demo_layer() -> AWQLinear:
    torch.manual_seed(0)
    return AWQLinear(8, 16, group_size=4)
