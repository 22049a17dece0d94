import logging

import torch

logger = logging.getLogger(__name__)

FP8_MAX = 448.0


class Fp8LinearMethod:
    def __init__(self, block: int = 4):
        self.block = block

    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        scale = x.abs().amax(-1, keepdim=True).clamp(min=1e-12) / FP8_MAX
        x_q = (x / scale).clamp(-FP8_MAX, FP8_MAX)
        logger.debug("fp8 apply: m=%d k=%d", x.shape[0], x.shape[1])
        return (x_q * scale) @ layer.weight.t()


def get_quant_method(name: str):
    return {"fp8": Fp8LinearMethod}[name]()
