"""Host-side guarded softmax registered as an opaque custom op.

The implementation inspects its result and falls back to a sanitised
variant when the kernel produced NaNs (fully masked rows, fp16 overflow in
the exponent).
"""
import logging
import os
import warnings

import torch

logger = logging.getLogger(__name__)

_STRICT = os.environ.get("S558_STRICT_SOFTMAX", "0") == "1"
_NAN_EVENTS = {"count": 0}


@torch.library.custom_op("blind44_s558::guarded_softmax", mutates_args=())
def guarded_softmax(scores: torch.Tensor, mask: torch.Tensor, scale: float) -> torch.Tensor:
    scores = scores.float() * scale
    scores = scores.masked_fill(~mask, float("-inf"))
    probs = torch.softmax(scores, dim=-1)
    if torch.isnan(probs).any():
        _NAN_EVENTS["count"] += 1
        rows = torch.isnan(probs).any(dim=-1).nonzero().flatten().tolist()
        if _STRICT:
            raise FloatingPointError(f"guarded_softmax produced NaN in rows {rows}")
        warnings.warn(f"guarded_softmax: NaN rows {rows} replaced by zeros", RuntimeWarning)
        logger.debug("nan events so far: %d", _NAN_EVENTS["count"])
        probs = torch.nan_to_num(probs, nan=0.0)
    return probs


@guarded_softmax.register_fake
def _(scores, mask, scale):
    return torch.empty_like(scores, dtype=torch.float32)
