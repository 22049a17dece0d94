import math

import numpy as np


def alibi_slopes_host(num_heads: int) -> np.ndarray:
    """Reference slopes (computed once on the host when building the model)."""
    closest = 2 ** math.floor(math.log2(num_heads))
    base = 2 ** (-(2 ** -(math.log2(closest) - 3)))
    return np.power(base, np.arange(1, closest + 1), dtype=np.float64)


def relative_positions(pos: np.ndarray) -> np.ndarray:
    return pos[None, :] - pos[:, None]


def causal_clip(rel: np.ndarray) -> np.ndarray:
    return np.minimum(rel, 0)
