"""Host-side scatter of vision features into placeholder rows.

The eager implementation uses nonzero() + Python bookkeeping; wrapping it in a
custom op keeps it opaque to the compiler.
"""
import torch

IMAGE_TOKEN_ID = 11


@torch.library.custom_op("corpus_s107::scatter_mm_embeds", mutates_args=())
def scatter_mm_embeds(
    text_embeds: torch.Tensor, input_ids: torch.Tensor, mm_embeds: torch.Tensor, token_id: int
) -> torch.Tensor:
    out = text_embeds.clone()
    positions = (input_ids == token_id).nonzero().flatten().tolist()
    if len(positions) != mm_embeds.shape[0]:
        raise ValueError(f"{len(positions)} placeholders but {mm_embeds.shape[0]} features")
    for row, pos in enumerate(positions):
        out[pos] = mm_embeds[row]
    return out


@scatter_mm_embeds.register_fake
def _(text_embeds, input_ids, mm_embeds, token_id):
    return torch.empty_like(text_embeds)


def merge_embeddings(text_embeds, input_ids, mm_embeds, token_id=IMAGE_TOKEN_ID):
    return scatter_mm_embeds(text_embeds, input_ids, mm_embeds.to(text_embeds.dtype), token_id)
