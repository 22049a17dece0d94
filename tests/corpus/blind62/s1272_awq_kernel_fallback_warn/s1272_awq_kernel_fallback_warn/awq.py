import torch
from torch import nn

from .kernels import AWQLinearLayerConfig, choose_awq_kernel

AWQ_REVERSE_ORDER = [0, 4, 1, 5, 2, 6, 3, 7]


def _unpack_awq(packed: torch.Tensor, bits: int) -> torch.Tensor:
    shifts = torch.arange(0, 32, bits, device=packed.device, dtype=torch.int32)
    iw = (packed.unsqueeze(-1) >> shifts) & ((1 << bits) - 1)
    iw = iw[..., AWQ_REVERSE_ORDER]
    return iw.reshape(packed.shape[0], -1)


def dequantize_awq(qweight, qzeros, scales, group_size: int, bits: int) -> torch.Tensor:
    iweight = _unpack_awq(qweight, bits)
    izeros = _unpack_awq(qzeros, bits)
    izeros = izeros.repeat_interleave(group_size, dim=0)
    s = scales.repeat_interleave(group_size, dim=0)
    return (iweight - izeros).to(scales.dtype) * s


class AWQLinear(nn.Module):

    def __init__(self, in_features: int, out_features: int, group_size: int = 32,
                 weight_bits: int = 4, bias: bool = True):
        super().__init__()
        pack = 32 // weight_bits
        self.group_size = group_size
        self.weight_bits = weight_bits
        self.in_features = in_features
        self.out_features = out_features
        g = torch.Generator().manual_seed(7)
        self.register_buffer("qweight", torch.randint(
            0, 2**31 - 1, (in_features, out_features // pack), generator=g, dtype=torch.int32))
        self.register_buffer("qzeros", torch.randint(
            0, 2**31 - 1, (in_features // group_size, out_features // pack), generator=g,
            dtype=torch.int32))
        self.register_buffer("scales", torch.rand(
            in_features // group_size, out_features, generator=g) * 0.02)
        self.bias = nn.Parameter(torch.zeros(out_features)) if bias else None

    def layer_config(self, act_type: torch.dtype) -> AWQLinearLayerConfig:
        return AWQLinearLayerConfig(
            partition_weight_shape=(self.in_features, self.out_features),
            group_size=self.group_size,
            weight_bits=self.weight_bits,
            zero_points=True,
            act_type=act_type,
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        kernel_cls = choose_awq_kernel(self.layer_config(x.dtype))
        return kernel_cls().apply_weights(self, x, self.bias)
