from __future__ import annotations

import logging
from typing import Tuple

import torch

logger = logging.getLogger(__name__)


@torch.library.custom_op("corpus_s1007::build_varlen_metadata", mutates_args=())
def build_varlen_metadata(
    seq_lens: torch.Tensor, page_size: int
) -> Tuple[torch.Tensor, torch.Tensor]:
    seq_lens_cpu = seq_lens.to("cpu").tolist()
    cu_seqlens = [0]
    num_pages = []
    for n in seq_lens_cpu:
        if n <= 0:
            logger.debug("empty request in varlen batch, keeping one page for it")
            n = 1
        cu_seqlens.append(cu_seqlens[-1] + n)
        num_pages.append((n + page_size - 1) // page_size)
    device = seq_lens.device
    return (
        torch.tensor(cu_seqlens, dtype=torch.int32, device=device),
        torch.tensor(num_pages, dtype=torch.int32, device=device),
    )


@build_varlen_metadata.register_fake
def _(seq_lens: torch.Tensor, page_size: int):
    bs = seq_lens.shape[0]
    return (
        seq_lens.new_empty(bs + 1, dtype=torch.int32),
        seq_lens.new_empty(bs, dtype=torch.int32),
    )
