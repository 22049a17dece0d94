from typing import List

import torch


@torch.library.custom_op("corpus_s1149::scatter_mm_embeddings", mutates_args=())
def scatter_mm_embeddings(
    inputs_embeds: torch.Tensor,
    mm_embeds: torch.Tensor,
    mm_offsets: torch.Tensor,
    mm_lens: torch.Tensor,
) -> torch.Tensor:
    """Write each item's encoder output into its placeholder span of the prompt.

    mm_offsets[i] is the first placeholder position of item i in the flattened
    batch, mm_lens[i] its number of tokens; mm_embeds holds the items back to back.
    """
    out = inputs_embeds.clone()
    src = 0
    for offset, length in zip(mm_offsets.tolist(), mm_lens.tolist()):
        if length == 0:
            continue
        out[offset : offset + length] = mm_embeds[src : src + length].to(out.dtype)
        src += length
    if src != mm_embeds.shape[0]:
        raise ValueError(f"{mm_embeds.shape[0]} mm embeddings but only {src} placeholders")
    return out


@scatter_mm_embeddings.register_fake
def _(inputs_embeds, mm_embeds, mm_offsets, mm_lens):
    return torch.empty_like(inputs_embeds)


def compute_mm_offsets(extend_start_loc: List[int], item_starts_in_req: List[List[int]]) -> List[int]:
    """Host-side: absolute placeholder offsets from per-request relative offsets."""
    offsets = []
    for req_start, item_starts in zip(extend_start_loc, item_starts_in_req):
        offsets.extend(req_start + s for s in item_starts)
    return offsets
