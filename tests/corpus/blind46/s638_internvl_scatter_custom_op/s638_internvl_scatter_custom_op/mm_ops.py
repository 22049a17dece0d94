"""Host-driven scatter of per-image embeddings, registered as an opaque op."""
import torch


@torch.library.custom_op("blind46_s638::scatter_image_embeds", mutates_args=())
def scatter_image_embeds(
    inputs_embeds: torch.Tensor,
    image_offsets: torch.Tensor,
    image_lengths: torch.Tensor,
    image_embeds: torch.Tensor,
) -> torch.Tensor:
    out = inputs_embeds.clone()
    cursor = 0
    for start, length in zip(image_offsets.tolist(), image_lengths.tolist()):
        if length == 0:
            continue
        if start + length > out.shape[0]:
            raise ValueError(f"image span [{start}, {start + length}) exceeds sequence {out.shape[0]}")
        out[start : start + length] = image_embeds[cursor : cursor + length]
        cursor += length
    if cursor != image_embeds.shape[0]:
        raise ValueError(f"{image_embeds.shape[0] - cursor} image embeddings were not consumed")
    return out


@scatter_image_embeds.register_fake
def _(inputs_embeds, image_offsets, image_lengths, image_embeds):
    return torch.empty_like(inputs_embeds)
