import torch

from .autotuner import KernelConfig, autotune


@autotune(
    configs=[
        KernelConfig(block_m=16, block_n=16, block_k=4),
        KernelConfig(block_m=32, block_n=32, block_k=8, num_warps=8),
    ],
    key=["a", "b"],
    arg_names=["a", "b"],
)
def blocked_matmul(a, b, BLOCK_M: int, BLOCK_N: int, BLOCK_K: int):
    M, K = a.shape
    acc = a.new_zeros(M, b.shape[1])
    for k0 in range(0, K, BLOCK_K):
        acc = acc + a[:, k0:k0 + BLOCK_K] @ b[k0:k0 + BLOCK_K]
    return acc


@torch.compile(fullgraph=True)
def linear_gelu(x, weight):
    return torch.nn.functional.gelu(blocked_matmul(x, weight))
