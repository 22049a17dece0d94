"""DSP post-processing that has no torch kernel, exposed as custom ops.

The IIR de-emphasis filter is recursive (y[n] depends on y[n-1]), so it runs in
scipy on the host; registering it as a custom op with a fake kernel lets the
surrounding model be captured as one graph.
"""
import numpy as np
import scipy.signal
import torch


@torch.library.custom_op("corpus_v019::deemphasis", mutates_args=())
def deemphasis(wav: torch.Tensor, coef: float) -> torch.Tensor:
    y = scipy.signal.lfilter([1.0], [1.0, -coef], wav.detach().cpu().numpy(), axis=-1)
    return torch.from_numpy(y.astype(np.float32)).to(wav.device)


@deemphasis.register_fake
def _(wav, coef):
    return torch.empty_like(wav)


@torch.library.custom_op("corpus_v019::dc_block", mutates_args=())
def dc_block(wav: torch.Tensor, r: float) -> torch.Tensor:
    # y[n] = x[n] - x[n-1] + r * y[n-1]
    y = scipy.signal.lfilter([1.0, -1.0], [1.0, -r], wav.detach().cpu().numpy(), axis=-1)
    return torch.from_numpy(y.astype(np.float32)).to(wav.device)


@dc_block.register_fake
def _(wav, r):
    return torch.empty_like(wav)
