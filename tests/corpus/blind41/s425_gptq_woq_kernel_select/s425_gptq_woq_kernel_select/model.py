import torch
from torch import nn

from .kernels import select_woq_kernel
from .kernels.impls import GPTQ_PACK_FACTOR


class GPTQLinearMethod:
    def __init__(self, group_size: int = 4):
        self.group_size = group_size
        self._kernels = {}

    def create_weights(self, layer: nn.Module, k: int, n: int) -> None:
        codes = torch.randint(0, 16, (k // GPTQ_PACK_FACTOR, GPTQ_PACK_FACTOR, n), dtype=torch.int32)
        packed = torch.zeros(k // GPTQ_PACK_FACTOR, n, dtype=torch.int32)
        for i in range(GPTQ_PACK_FACTOR):
            packed |= codes[:, i, :] << (4 * i)
        layer.register_buffer("qweight", packed)
        layer.register_buffer("scales", torch.rand(k // self.group_size, n) * 0.05)
        layer.in_features, layer.out_features = k, n

    def _get_kernel(self, n: int, k: int, dtype: torch.dtype):
        key = (n, k, dtype)
        kernel = self._kernels.get(key)
        if kernel is None:
            cls = select_woq_kernel(n, k, dtype, self.group_size)
            kernel = cls(n, k, self.group_size)
            self._kernels[key] = kernel
        return kernel

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        kernel = self._get_kernel(layer.out_features, layer.in_features, x.dtype)
        x2d = x.reshape(-1, x.shape[-1])
        return kernel(x2d, layer).reshape(*x.shape[:-1], layer.out_features)


class GPTQLinear(nn.Module):
    def __init__(self, k: int, n: int, method: GPTQLinearMethod):
        super().__init__()
        self.quant_method = method
        method.create_weights(self, k, n)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class QuantizedGatedMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_proj = GPTQLinear(hidden, inter, GPTQLinearMethod())
        self.up_proj = GPTQLinear(hidden, inter, GPTQLinearMethod())
        self.down_proj = GPTQLinear(inter, hidden, GPTQLinearMethod())

    def forward(self, x):
        return self.down_proj(torch.nn.functional.silu(self.gate_proj(x)) * self.up_proj(x))


torch.manual_seed(0)
compiled_model = torch.compile(QuantizedGatedMLP(), fullgraph=True)
