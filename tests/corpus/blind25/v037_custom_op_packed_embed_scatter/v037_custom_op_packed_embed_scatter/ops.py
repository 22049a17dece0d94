"""Host-side scatter of encoder outputs into a packed (varlen) prefill batch.

The scheduler hands us, per request, where its image placeholders start; the
op walks them on the host. Registered as a custom op so the compiled prefill
graph treats it as one opaque node.
"""
import logging

import torch

logger = logging.getLogger(__name__)


@torch.library.custom_op("corpus_v037::scatter_mm_embeds", mutates_args=())
def scatter_mm_embeds(
    inputs_embeds: torch.Tensor,
    mm_embeds: torch.Tensor,
    placeholder_starts: torch.Tensor,
    placeholder_lens: torch.Tensor,
) -> torch.Tensor:
    out = inputs_embeds.clone()
    src = 0
    for start, length in zip(placeholder_starts.tolist(), placeholder_lens.tolist()):
        if length == 0:
            continue
        out[start : start + length] = mm_embeds[src : src + length]
        src += length
    if src != mm_embeds.shape[0]:
        logger.warning("scattered %d of %d encoder rows", src, mm_embeds.shape[0])
    return out


@scatter_mm_embeds.register_fake
def _(inputs_embeds, mm_embeds, placeholder_starts, placeholder_lens):
    return torch.empty_like(inputs_embeds)


@torch.library.custom_op("corpus_v037::image_token_mask", mutates_args=())
def image_token_mask(num_tokens: int, placeholder_starts: torch.Tensor, placeholder_lens: torch.Tensor) -> torch.Tensor:
    mask = torch.zeros(num_tokens, dtype=torch.bool, device=placeholder_starts.device)
    for s, n in zip(placeholder_starts.tolist(), placeholder_lens.tolist()):
        mask[s : s + n] = True
    return mask


@image_token_mask.register_fake
def _(num_tokens, placeholder_starts, placeholder_lens):
    return placeholder_starts.new_empty(num_tokens, dtype=torch.bool)
