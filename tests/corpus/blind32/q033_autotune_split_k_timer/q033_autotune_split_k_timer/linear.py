import torch

from .autotune import autotune


@autotune
def w8_split_k_gemm(x, qweight, scales, cfg):
    n, k = qweight.shape
    group = k // scales.shape[1]
    w = qweight.float().view(n, -1, group) * scales.unsqueeze(-1)
    w = w.view(n, k)
    chunks = k // cfg.split_k
    acc = x.new_zeros(x.shape[0], n)
    for s in range(cfg.split_k):
        sl = slice(s * chunks, (s + 1) * chunks)
        acc = acc + x[:, sl] @ w[:, sl].t()
    return acc


@torch.compile(fullgraph=True)
def qlinear_forward(x, qweight, scales):
    y = w8_split_k_gemm(x, qweight, scales)
    return torch.nn.functional.gelu(y)
