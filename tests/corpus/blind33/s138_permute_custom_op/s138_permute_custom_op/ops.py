"""Token permutation for grouped GEMM, registered as an opaque custom op.

The eager implementation uses data-dependent per-expert counts, Python loops
and .tolist(); dynamo only sees the op and its fake implementation.
"""
import torch


@torch.library.custom_op("corpus_s138::moe_grouped_ffn", mutates_args=())
def moe_grouped_ffn(
    x: torch.Tensor, topk_idx: torch.Tensor, topk_w: torch.Tensor,
    w1: torch.Tensor, w2: torch.Tensor,
) -> torch.Tensor:
    t, k = topk_idx.shape
    flat = topk_idx.flatten()
    order = torch.argsort(flat, stable=True)
    counts = torch.bincount(flat, minlength=w1.shape[0]).tolist()
    xs = x.repeat_interleave(k, dim=0)[order]
    outs, start = [], 0
    for e, n in enumerate(counts):
        if n == 0:
            continue
        seg = xs[start:start + n]
        outs.append(torch.relu(seg @ w1[e]) @ w2[e])
        start += n
    y = torch.empty_like(xs)
    y[order] = torch.cat(outs)
    y = y.view(t, k, -1) * topk_w.unsqueeze(-1)
    return y.sum(1)


@moe_grouped_ffn.register_fake
def _(x, topk_idx, topk_w, w1, w2):
    return x.new_empty(x.shape[0], w2.shape[-1])
