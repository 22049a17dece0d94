import numpy as np
import torch

from .np_utils import causal_clip, relative_positions


@torch.compile(fullgraph=True)
def alibi_bias(slopes: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    rel = causal_clip(relative_positions(positions.numpy()))
    bias = slopes.numpy()[:, None, None] * rel[None, :, :].astype(np.float32)
    return torch.from_numpy(bias)
