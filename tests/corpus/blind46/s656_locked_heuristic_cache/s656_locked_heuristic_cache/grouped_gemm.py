import torch

from .heuristics import HEURISTICS


@torch.compile(fullgraph=True, dynamic=False)
def grouped_gemm(x, weights, group_sizes_static=(2, 2)):
    # x: [m, k] tokens sorted by expert, weights: [groups, n, k]
    num_groups, n, k = weights.shape
    cfg = HEURISTICS.lookup(x.shape[0], n, k, num_groups)
    outs = []
    start = 0
    for g, size in enumerate(group_sizes_static):
        xs = x[start:start + size]
        if cfg.split_k > 1:
            half = k // 2
            y = xs[:, :half] @ weights[g, :, :half].t() + xs[:, half:] @ weights[g, :, half:].t()
        else:
            y = xs @ weights[g].t()
        outs.append(y)
        start += size
    return torch.cat(outs, dim=0)
