import torch
import torch.nn.functional as F

from .buckets import get_bucketer

_bucketer = get_bucketer()
_weight = torch.randn(8, 8) * 0.1


def pad_batch(x: torch.Tensor) -> torch.Tensor:
    pad = _bucketer.pad_amount(x.shape[0])
    if pad:
        x = F.pad(x, (0, 0, 0, pad))
    return x


def _step(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    h = pad_batch(x)
    h = torch.tanh(h @ _weight)
    return h[:n]


step = torch.compile(_step, fullgraph=True)
