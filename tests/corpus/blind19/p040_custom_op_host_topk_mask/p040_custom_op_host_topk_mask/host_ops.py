"""Host-side helpers exposed to the graph as opaque custom ops.

The mask for per-request top-k is built with plain Python (heapq over the
row as a list); requests with top_k == 0 keep the whole vocabulary.
"""
import heapq
import itertools

import torch


@torch.library.custom_op("corpus_p040::topk_keep_mask", mutates_args=())
def topk_keep_mask(logits: torch.Tensor, top_k: torch.Tensor) -> torch.Tensor:
    rows = logits.detach().cpu().tolist()
    ks = top_k.cpu().tolist()
    keep = torch.zeros(logits.shape, dtype=torch.bool)
    for r, (row, k) in enumerate(zip(rows, ks)):
        if k <= 0 or k >= len(row):
            keep[r].fill_(True)
            continue
        best = heapq.nlargest(k, zip(row, itertools.count()))
        keep[r, [idx for _, idx in best]] = True
    return keep.to(logits.device)


@topk_keep_mask.register_fake
def _(logits, top_k):
    return torch.empty(logits.shape, dtype=torch.bool, device=logits.device)
