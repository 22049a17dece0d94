import math

import torch
import torch.nn.functional as F


def padded_size(size: int, multiple: int) -> int:
    return int(math.ceil(size / multiple)) * multiple


def pad_to_multiple(x: torch.Tensor, multiple: int, value: float = 0.0) -> torch.Tensor:
    h, w = x.shape[-2:]
    ph, pw = padded_size(h, multiple) - h, padded_size(w, multiple) - w
    # symmetric padding, extra pixel goes bottom/right
    return F.pad(x, (pw // 2, pw - pw // 2, ph // 2, ph - ph // 2), value=value)


def to_patches(x: torch.Tensor, p: int) -> torch.Tensor:
    b, c, _, _ = x.shape
    cols = F.unfold(x, kernel_size=p, stride=p)
    return cols.transpose(1, 2).reshape(b, -1, c * p * p)
