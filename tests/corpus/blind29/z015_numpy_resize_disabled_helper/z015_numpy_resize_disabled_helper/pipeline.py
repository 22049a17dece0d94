import torch

from .transforms import Compose, Normalize, Resize, ToFloat

TRANSFORMS = {
    "siglip": Compose(ToFloat(), Resize(8), Normalize([0.5, 0.5, 0.5], [0.5, 0.5, 0.5])),
    "clip": Compose(ToFloat(), Resize(8), Normalize([0.48, 0.46, 0.41], [0.27, 0.26, 0.28])),
}
DEFAULT_PROCESSOR = "siglip"


@torch.compile(fullgraph=True)
def run_preprocess(pixels: torch.Tensor) -> torch.Tensor:
    transform = TRANSFORMS[DEFAULT_PROCESSOR]
    x = transform(pixels)
    return x.flatten(2).transpose(1, 2).contiguous()
