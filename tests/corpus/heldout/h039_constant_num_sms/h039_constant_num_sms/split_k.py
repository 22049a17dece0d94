import torch

from .device_info import num_compute_units


def pick_split_k(m: int, n: int, k: int) -> int:
    tiles = max(1, (m // 16) * (n // 16))
    split = max(1, num_compute_units() // tiles)
    while k % split:
        split -= 1
    return min(split, 4)


@torch.compile(fullgraph=True)
def split_k_gemm(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    split = pick_split_k(a.shape[0], b.shape[1], a.shape[1])
    parts = [pa @ pb for pa, pb in zip(a.chunk(split, dim=1), b.chunk(split, dim=0))]
    return torch.stack(parts).sum(0)
