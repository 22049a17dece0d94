import torch
import torch.nn.functional as F

from .awq import AWQConfig, apply_awq_linear

AWQ_CONFIG = AWQConfig(weight_bits=4, group_size=4, zero_point=True)


def make_awq_weights(in_features: int, out_features: int, seed: int = 0):
    g = torch.Generator().manual_seed(seed)
    pack = AWQ_CONFIG.pack_factor
    qweight = torch.randint(0, 2**31 - 1, (in_features, out_features // pack), generator=g, dtype=torch.int32)
    qzeros = torch.full((in_features // AWQ_CONFIG.group_size, out_features // pack), 0x88888888 - 2**32, dtype=torch.int32)
    scales = torch.rand(in_features // AWQ_CONFIG.group_size, out_features, generator=g) * 0.01
    return qweight, scales, qzeros


@torch.compile(fullgraph=True)
def awq_gate_up_silu(
    x: torch.Tensor, qweight: torch.Tensor, scales: torch.Tensor, qzeros: torch.Tensor
) -> torch.Tensor:
    gate_up = apply_awq_linear(x, qweight, scales, qzeros, AWQ_CONFIG)
    gate, up = gate_up.chunk(2, dim=-1)
    return F.silu(gate) * up
