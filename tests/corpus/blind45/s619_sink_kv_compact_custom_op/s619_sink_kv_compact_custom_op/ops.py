import logging
from typing import Tuple

import torch

logger = logging.getLogger(__name__)


@torch.library.custom_op("blind45_s619::compact_sink_window", mutates_args=())
def compact_sink_window(
    k_cache: torch.Tensor, v_cache: torch.Tensor, seq_lens: torch.Tensor, num_sinks: int, window: int
) -> Tuple[torch.Tensor, torch.Tensor]:
    """Reference implementation of the CUDA compaction kernel.

    For every sequence keep positions [0, num_sinks) and [len - window, len);
    shorter sequences are copied as-is and right-padded with zeros.
    """
    batch, _, dim = k_cache.shape
    budget = num_sinks + window
    k_out = k_cache.new_zeros(batch, budget, dim)
    v_out = v_cache.new_zeros(batch, budget, dim)
    for b, seq_len in enumerate(seq_lens.tolist()):
        if seq_len <= budget:
            idx = list(range(seq_len))
        else:
            idx = list(range(num_sinks)) + list(range(seq_len - window, seq_len))
            logger.debug("seq %d: evicted %d tokens", b, seq_len - budget)
        k_out[b, : len(idx)] = k_cache[b, idx]
        v_out[b, : len(idx)] = v_cache[b, idx]
    return k_out, v_out


@compact_sink_window.register_fake
def _(k_cache, v_cache, seq_lens, num_sinks, window):
    batch, _, dim = k_cache.shape
    budget = num_sinks + window
    return k_cache.new_empty(batch, budget, dim), v_cache.new_empty(batch, budget, dim)
