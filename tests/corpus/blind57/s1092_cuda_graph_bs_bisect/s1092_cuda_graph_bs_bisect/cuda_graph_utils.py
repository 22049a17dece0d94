import bisect
import functools
import math

import torch


@functools.lru_cache(maxsize=8)
def get_batch_sizes_to_capture(max_bs: int) -> tuple:
    small = [1, 2, 4, 8]
    step = [16 * i for i in range(1, math.ceil(max_bs / 16) + 1)]
    bs_list = sorted(set(b for b in small + step if b <= max_bs) | {max_bs})
    return tuple(bs_list)


def get_padded_batch_size(raw_bs: int, max_bs: int) -> int:
    capture_bs = get_batch_sizes_to_capture(max_bs)
    if raw_bs > capture_bs[-1]:
        return raw_bs
    index = bisect.bisect_left(capture_bs, raw_bs)
    return capture_bs[index]


def pad_batch(x: torch.Tensor, padded_bs: int) -> torch.Tensor:
    num_pad = padded_bs - x.shape[0]
    if num_pad <= 0:
        return x
    filler = x.new_zeros((num_pad,) + tuple(x.shape[1:]))
    return torch.cat([x, filler], dim=0)
