import logging
import time

import torch

logger = logging.getLogger(__name__)
_KERNEL_TIMES = []


@torch.library.custom_op("corpus_h038::silu_and_mul", mutates_args=())
def silu_and_mul(x: torch.Tensor) -> torch.Tensor:
    t0 = time.perf_counter()
    d = x.shape[-1] // 2
    out = torch.nn.functional.silu(x[..., :d]) * x[..., d:]
    _KERNEL_TIMES.append(time.perf_counter() - t0)
    logger.debug("silu_and_mul %s took %.3fms", tuple(x.shape), _KERNEL_TIMES[-1] * 1e3)
    return out


@silu_and_mul.register_fake
def _silu_and_mul_fake(x: torch.Tensor) -> torch.Tensor:
    return x.new_empty(*x.shape[:-1], x.shape[-1] // 2)
