import math
from typing import Dict

import torch

_BLOCK_M_CANDIDATES = (16, 32, 64, 128)
_BLOCK_N_CANDIDATES = (64, 128, 256)


def _wave_efficiency(num_tiles: int, num_sms: int) -> float:
    waves = math.ceil(num_tiles / num_sms)
    return num_tiles / (waves * num_sms)


@torch.compiler.disable
def heuristic_block_config(M: int, N: int, K: int, num_sms: int) -> Dict[str, int]:
    best, best_score = None, -1.0
    for bm in _BLOCK_M_CANDIDATES:
        if bm > 2 * max(M, 16):
            continue
        for bn in _BLOCK_N_CANDIDATES:
            tiles = math.ceil(M / bm) * math.ceil(N / bn)
            score = _wave_efficiency(tiles, num_sms) - 0.01 * (bm * bn) / (M * N + 1)
            if score > best_score:
                best, best_score = {"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": 64}, score
    best["SPLIT_K"] = 2 if K >= 4096 and M <= 16 else 1
    return best
