import functools
import os

import torch

_LIB_DIR = os.path.join(os.path.dirname(torch.__file__), "lib")


@functools.lru_cache(maxsize=1)
def marlin_supported() -> bool:
    return os.path.isfile(os.path.join(_LIB_DIR, "libmarlin_kernels.so"))


class MarlinLinearMethod:
    def __init__(self, group_size: int = 4):
        self.group_size = group_size

    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        w = layer.qweight.float().reshape(-1, self.group_size) * layer.scales.reshape(-1, 1)
        w = w.reshape(layer.qweight.shape)
        if marlin_supported():
            return x @ w.t()
        return torch.nn.functional.linear(x, w)
