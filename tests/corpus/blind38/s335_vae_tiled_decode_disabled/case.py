import torch

from s335_vae_tiled_decode_disabled.engine import PreviewEngine

ENTRY = "s335_vae_tiled_decode_disabled.engine:PreviewEngine.step_with_preview"


def inputs():
    return (PreviewEngine(), torch.randn(1, 4, 16, 16), torch.tensor(0.5))
