"""Per-modality input normalisation, shared with the CPU processor path.

These run on processor outputs of varying layout (HWC uint8 from PIL,
CHW float from video decoders), so they are kept out of compiled graphs.
"""
import torch

from .registry import register_modality

IMAGE_MEAN = (0.48145466, 0.4578275, 0.40821073)
IMAGE_STD = (0.26862954, 0.26130258, 0.27577711)


def _to_chw_float(x: torch.Tensor) -> torch.Tensor:
    if x.dtype == torch.uint8:
        x = x.float() / 255.0
    if x.shape[-1] == 3 and x.shape[-3] != 3:
        x = x.movedim(-1, -3)
    return x


@register_modality("image")
@torch.compiler.disable
def normalize_image(pixel_values: torch.Tensor) -> torch.Tensor:
    x = _to_chw_float(pixel_values)
    mean = x.new_tensor(IMAGE_MEAN).view(3, 1, 1)
    std = x.new_tensor(IMAGE_STD).view(3, 1, 1)
    return (x - mean) / std


@register_modality("video")
@torch.compiler.disable
def normalize_video(frames: torch.Tensor) -> torch.Tensor:
    # frames: [t, c, h, w]; frame-pair averaging stands in for temporal patching
    x = _to_chw_float(frames)
    if x.shape[0] % 2:
        x = torch.cat([x, x[-1:]], dim=0)
    return normalize_image(0.5 * (x[0::2] + x[1::2]))
