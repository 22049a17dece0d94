import threading
import time

import torch
from torch import nn

from .tuning import load_tuning_table


class TunedGemm(nn.Module):
    def __init__(self, in_f: int, out_f: int) -> None:
        super().__init__()
        t0 = time.perf_counter()
        table = load_tuning_table()
        self.block_k = int(table.get(f"{in_f}x{out_f}", 4))
        self._lock = threading.Lock()
        self.load_seconds = time.perf_counter() - t0
        self.weight = nn.Parameter(torch.randn(out_f, in_f) * 0.1)
        print(f"TunedGemm({in_f}->{out_f}) block_k={self.block_k}")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        acc = x.new_zeros(x.shape[0], self.weight.shape[0])
        for k0 in range(0, x.shape[1], self.block_k):
            acc = acc + x[:, k0 : k0 + self.block_k] @ self.weight[:, k0 : k0 + self.block_k].t()
        return acc


gemm = TunedGemm(8, 4)
gemm_fn = torch.compile(gemm, fullgraph=True)
