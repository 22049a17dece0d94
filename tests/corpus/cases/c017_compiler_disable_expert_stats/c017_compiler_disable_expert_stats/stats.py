import collections

import torch

EXPERT_COUNTS: collections.Counter = collections.Counter()


@torch.compiler.disable
def record_expert_counts(topk_ids: torch.Tensor) -> None:
    for e in topk_ids.flatten().tolist():
        EXPERT_COUNTS[e] += 1
