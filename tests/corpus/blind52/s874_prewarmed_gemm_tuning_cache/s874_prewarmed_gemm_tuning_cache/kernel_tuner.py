import logging
import time
from typing import Dict, List, Tuple

import torch

logger = logging.getLogger(__name__)

_CANDIDATE_CONFIGS: List[Dict[str, int]] = [
    {"BLOCK_M": 16, "BLOCK_N": 16, "SPLIT_K": 1},
    {"BLOCK_M": 32, "BLOCK_N": 32, "SPLIT_K": 1},
    {"BLOCK_M": 64, "BLOCK_N": 32, "SPLIT_K": 2},
]

_GEMM_CONFIG_CACHE: Dict[Tuple[int, int, int], Dict[str, int]] = {}


def _run_splitk_gemm(x: torch.Tensor, w: torch.Tensor, config: Dict[str, int]) -> torch.Tensor:
    split_k = config["SPLIT_K"]
    block_m = config["BLOCK_M"]
    K = x.shape[1]
    chunk = K // split_k
    parts = []
    for start in range(0, x.shape[0], block_m):
        rows = x[start:start + block_m]
        acc = rows[:, :chunk] @ w[:chunk]
        for s in range(1, split_k):
            acc = acc + rows[:, s * chunk:(s + 1) * chunk] @ w[s * chunk:(s + 1) * chunk]
        parts.append(acc)
    return torch.cat(parts, dim=0)


def _tune(x: torch.Tensor, w: torch.Tensor) -> Dict[str, int]:
    best_cfg, best_t = _CANDIDATE_CONFIGS[0], float("inf")
    for cfg in _CANDIDATE_CONFIGS:
        if x.shape[1] % cfg["SPLIT_K"]:
            continue
        t0 = time.perf_counter()
        for _ in range(3):
            _run_splitk_gemm(x, w, cfg)
        elapsed = time.perf_counter() - t0
        if elapsed < best_t:
            best_cfg, best_t = cfg, elapsed
    logger.debug("tuned gemm M=%d K=%d N=%d -> %s", x.shape[0], x.shape[1], w.shape[1], best_cfg)
    return best_cfg


def tuned_gemm(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    key = (x.shape[0], x.shape[1], w.shape[1])
    if key not in _GEMM_CONFIG_CACHE:
        _GEMM_CONFIG_CACHE[key] = _tune(x, w)
    return _run_splitk_gemm(x, w, _GEMM_CONFIG_CACHE[key])
