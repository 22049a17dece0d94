import math

import numpy as np
import torch


def _slopes_np(num_heads: int) -> np.ndarray:
    closest = 2 ** math.floor(math.log2(num_heads))
    base = 2.0 ** (-(2.0 ** -(math.log2(closest) - 3)))
    slopes = [base ** (i + 1) for i in range(closest)]
    if closest != num_heads:
        extra_base = 2.0 ** (-(2.0 ** -(math.log2(2 * closest) - 3)))
        slopes += [extra_base ** (i + 1) for i in range(1, 2 * (num_heads - closest), 2)]
    return np.asarray(slopes, dtype=np.float32)


@torch.library.custom_op("corpus_s238::alibi_bias", mutates_args=())
def alibi_bias(context_lens: torch.Tensor, num_heads: int, max_len: int) -> torch.Tensor:
    """Per-request ALiBi bias [batch, heads, max_len], built on host like the reference kernel."""
    slopes = _slopes_np(num_heads)
    lens = context_lens.cpu().numpy()
    out = np.full((len(lens), num_heads, max_len), -np.inf, dtype=np.float32)
    for b, n in enumerate(lens.tolist()):
        rel = np.arange(n, dtype=np.float32) - (n - 1)
        out[b, :, :n] = slopes[:, None] * rel[None, :]
    return torch.from_numpy(out).to(context_lens.device)


@alibi_bias.register_fake
def _(context_lens, num_heads, max_len):
    return context_lens.new_empty((context_lens.shape[0], num_heads, max_len), dtype=torch.float32)
