from typing import Dict, Tuple

import torch

from .heuristics import heuristic_block_config


class TunedKernelMixin:
    default_num_sms: int = 132

    def _init_config_cache(self) -> None:
        self._config_cache: Dict[Tuple[int, int, int], Dict[str, int]] = {}

    @property
    def num_sms(self) -> int:
        return self.default_num_sms

    def _select_config(self, M: int, N: int, K: int) -> Dict[str, int]:
        key = (M, N, K)
        config = self._config_cache.get(key)
        if config is None:
            config = heuristic_block_config(M, N, K, self.num_sms)
            self._config_cache[key] = config
        return config

    def _apply_blocked(self, x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
        M, K = x.shape
        N = w.shape[0]
        config = self._select_config(M, N, K)
        block_m = config["BLOCK_M"]
        return torch.cat(
            [x[i:i + block_m] @ w.t() for i in range(0, M, block_m)], dim=0
        )
