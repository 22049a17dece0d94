import torch
from torch import nn

from .weight_cache import get_dequant_cache

AWQ_REVERSE_ORDER = [0, 4, 1, 5, 2, 6, 3, 7]


def unpack_awq(qweight: torch.Tensor, qzeros: torch.Tensor, bits: int):
    shifts = torch.arange(0, 32, bits, device=qweight.device, dtype=torch.int32)
    iweights = (qweight.unsqueeze(-1) >> shifts) & ((1 << bits) - 1)
    izeros = (qzeros.unsqueeze(-1) >> shifts) & ((1 << bits) - 1)
    iweights = iweights[..., AWQ_REVERSE_ORDER].reshape(qweight.shape[0], -1)
    izeros = izeros[..., AWQ_REVERSE_ORDER].reshape(qzeros.shape[0], -1)
    return iweights, izeros


def awq_dequantize(qweight, scales, qzeros, bits: int, group_size: int) -> torch.Tensor:
    iweights, izeros = unpack_awq(qweight, qzeros, bits)
    izeros = izeros.repeat_interleave(group_size, dim=0)
    scales = scales.repeat_interleave(group_size, dim=0)
    return (iweights - izeros).to(scales.dtype) * scales


class AWQLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, bits: int = 4,
                 group_size: int = 4, prefix: str = ""):
        super().__init__()
        pack = 32 // bits
        self.bits = bits
        self.group_size = group_size
        self.prefix = prefix
        self.register_buffer(
            "qweight", torch.randint(0, 2**30, (in_features, out_features // pack), dtype=torch.int32)
        )
        self.register_buffer(
            "qzeros", torch.randint(0, 2**30, (in_features // group_size, out_features // pack), dtype=torch.int32)
        )
        self.register_buffer("scales", torch.rand(in_features // group_size, out_features) * 0.01)

    def _dequantized_weight(self) -> torch.Tensor:
        cache = get_dequant_cache()
        return cache.get_or_create(
            self.prefix,
            lambda: awq_dequantize(self.qweight, self.scales, self.qzeros, self.bits, self.group_size),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.matmul(x, self._dequantized_weight())
