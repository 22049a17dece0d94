import torch

from .perceiver import PerceiverResampler

_RESAMPLER = PerceiverResampler().eval()


@torch.compile(fullgraph=True)
def condense_media(vision_x: torch.Tensor) -> torch.Tensor:
    """[b, T, F, v, D] patch features per frame -> [b, T, n_latents, D]."""
    if vision_x.ndim == 4:
        vision_x = vision_x.unsqueeze(2)
    return _RESAMPLER(vision_x)
