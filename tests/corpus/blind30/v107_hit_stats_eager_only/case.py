import torch

from v107_hit_stats_eager_only.prefill import CachedPrefill, model  # noqa: F401

ENTRY = "v107_hit_stats_eager_only.prefill:CachedPrefill.prefill"


def inputs():
    return (model, torch.randn(6, 8), torch.tensor([0, 1, 2, 9, 4, 5]))
