from dataclasses import dataclass

import torch

from . import envs
from .device_info import get_device_sm_count, supports_tma


def cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b


@dataclass
class GemmLaunchConfig:
    block_m: int
    block_n: int
    split_k: int
    num_programs: int
    use_tma: bool


class PersistentGemmRunner:
    def __init__(self, device_index: int = 0, block_m: int = 16, block_n: int = 16):
        self.device_index = device_index
        self.block_m = block_m
        self.block_n = block_n

    @property
    def num_sms(self) -> int:
        return get_device_sm_count(self.device_index)

    def get_launch_config(self, M: int, N: int, K: int) -> GemmLaunchConfig:
        num_tiles = cdiv(M, self.block_m) * cdiv(N, self.block_n)
        split_k = 1
        while num_tiles * split_k * 2 <= self.num_sms and split_k < envs.split_k_max():
            if K % (split_k * 2):
                break
            split_k *= 2
        return GemmLaunchConfig(
            block_m=self.block_m,
            block_n=self.block_n,
            split_k=split_k,
            num_programs=min(self.num_sms, num_tiles * split_k),
            use_tma=supports_tma(self.device_index),
        )

    def __call__(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        M, K = a.shape
        N = b.shape[1]
        cfg = self.get_launch_config(M, N, K)
        chunk = K // cfg.split_k
        partials = [
            a[:, s * chunk:(s + 1) * chunk] @ b[s * chunk:(s + 1) * chunk]
            for s in range(cfg.split_k)
        ]
        return torch.stack(partials, dim=0).sum(dim=0)
