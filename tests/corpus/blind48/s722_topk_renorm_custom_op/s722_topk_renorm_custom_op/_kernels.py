"""Reference CPU implementations of the sampling kernels.

The CUDA build ships these as compiled kernels; on CPU we register a Python
implementation under the same op name so that model code never has to care.
"""
import logging
import os
import time

import torch

logger = logging.getLogger(__name__)

_DETERMINISTIC = os.environ.get("SGLANG_DETERMINISTIC_SAMPLING", "0") == "1"


@torch.library.custom_op("blind48_s722::top_k_renorm_probs", mutates_args=())
def top_k_renorm_probs(probs: torch.Tensor, top_k: torch.Tensor) -> torch.Tensor:
    start = time.perf_counter()
    out = torch.zeros_like(probs)
    for row, k in enumerate(top_k.tolist()):
        if k <= 0 or k >= probs.shape[-1]:
            out[row] = probs[row]
            continue
        vals, idx = torch.topk(probs[row], k, sorted=_DETERMINISTIC)
        out[row].scatter_(0, idx, vals)
    out = out / out.sum(dim=-1, keepdim=True)
    logger.debug("top_k_renorm_probs took %.3f ms", (time.perf_counter() - start) * 1e3)
    return out
